// Money travels and is stored as integer centavos; shown as R$ 1.234,56.
const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** The largest amount anyone may enter (salaries, allowances, base salaries): R$ 1.000.000,00 in centavos. */
export const MAX_MONEY_CENTAVOS = 100_000_000;

export const MONEY_MSG = {
  /** An amount that is not money or is over the cap (spec 001 §5, its spelling). */
  invalid: 'Valor invalido',
  /** Under a money box while typing: the amount the typed text will be saved as. */
  understood: (centavos: number) => `Valor entendido: ${formatCentavos(centavos)}`,
} as const;

export function formatCentavos(centavos: number): string {
  // Intl uses a non-breaking space after R$; people and tests expect a plain space.
  return brl.format(centavos / 100).replace(/\u00a0/g, ' ');
}

/**
 * Reais as Brazilians write them: whole reais, either plain (1500) or grouped by thousands dots (1.500),
 * then optionally a comma and one or two digits of centavos. A comma with nothing after it yet ('1500,')
 * adds no centavos, and ',50' is 0,50. Digits without a comma are always reais, never centavos.
 */
const REAIS = /^(\d+|\d{1,3}(?:\.\d{3})+)?(?:,(\d{0,2}))?$/;

/**
 * Parses '1.234,56', 'R$ 1.234,56', '1500' or a number of reais into centavos; null when it is not money.
 * A dot that does not group thousands ('1.50', '1.5000') or a third decimal ('1,234') is not money: such
 * text has two readings, so it is refused rather than guessed.
 */
export function parseReais(input: string | number): number | null {
  if (typeof input === 'number') return Number.isFinite(input) && input >= 0 ? Math.round(input * 100) : null;
  const match = REAIS.exec(input.replace(/R\$/g, '').replace(/\s/g, ''));
  if (!match) return null;
  const [, whole, cents] = match;
  if (whole === undefined && !cents) return null;
  const centavos = Number((whole ?? '0').replace(/\./g, '')) * 100 + Number((cents ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(centavos) ? centavos : null;
}
