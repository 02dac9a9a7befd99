// Money travels and is stored as integer centavos; shown as R$ 1.234,56.
const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** The largest amount anyone may enter (salaries, allowances, base salaries): R$ 1.000.000,00 in centavos. */
export const MAX_MONEY_CENTAVOS = 100_000_000;

export function formatCentavos(centavos: number): string {
  // Intl uses a non-breaking space after R$; people and tests expect a plain space.
  return brl.format(centavos / 100).replace(/\u00a0/g, ' ');
}

/** Parses '1.234,56', 'R$ 1.234,56' or a number of reais into centavos; null when it is not money. */
export function parseReais(input: string | number): number | null {
  if (typeof input === 'number') return Number.isFinite(input) && input >= 0 ? Math.round(input * 100) : null;
  const cleaned = input.replace(/R\$/g, '').replace(/\s/g, '');
  if (!/^\d{1,3}(\.?\d{3})*(,\d{1,2})?$/.test(cleaned)) return null;
  const [whole, cents = ''] = cleaned.replace(/\./g, '').split(',');
  return Number(whole) * 100 + Number(cents.padEnd(2, '0'));
}
