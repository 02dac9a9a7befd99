// Banks with a compensation code (COMPE), from Banco Central's STR participants list as shipped by
// @brazilian-utils/brazilian-utils (463 banks, ~37 KB): loaded on demand, so only the bank step and the
// bank tab pay for it. Spec 001 §2 step 5: the picker shows 'code - name'; bankData.bank stores the name.
export interface BankOption {
  code: string;
  name: string;
  /** '260 - NU PAGAMENTOS S.A. - INSTITUIÇÃO DE PAGAMENTO' */
  label: string;
  /** The names people call it by ('Nubank'), searched with the label; empty for most banks. */
  nicknames: string;
}

/**
 * What people type for the banks most accounts are in, which the legal names do not say (nobody searches
 * 'NU PAGAMENTOS'). By COMPE code.
 */
const NICKNAMES: Record<string, string[]> = {
  '001': ['BB'],
  '033': ['Santander'],
  '041': ['Banrisul'],
  '070': ['BRB'],
  '077': ['Inter'],
  '104': ['Caixa', 'CEF'],
  '197': ['Stone'],
  '208': ['BTG'],
  '212': ['Original'],
  '237': ['Bradesco'],
  '260': ['Nubank', 'Nu'],
  '290': ['PagBank', 'PagSeguro'],
  '323': ['Mercado Pago'],
  '336': ['C6 Bank', 'C6'],
  '341': ['Itaú', 'Itau'],
  '380': ['PicPay'],
  '403': ['Cora'],
  '623': ['Banco Pan', 'Pan'],
  '655': ['BV', 'Votorantim'],
  '748': ['Sicredi'],
  '756': ['Sicoob'],
};

export function bankLabel(bank: { code: string; name: string }): string {
  return `${bank.code} - ${bank.name}`;
}

/** Every bank, ordered by code. */
export async function loadBanks(): Promise<BankOption[]> {
  const { getBanks } = await import('@brazilian-utils/brazilian-utils/get-banks');
  return getBanks()
    .map(({ code, name }) => ({ code, name, label: bankLabel({ code, name }), nicknames: (NICKNAMES[code] ?? []).join(' ') }))
    .sort((a, b) => a.code.localeCompare(b.code));
}

/** The bank whose name was stored, or null when the list no longer has it. */
export async function findBankByName(name: string): Promise<BankOption | null> {
  return (await loadBanks()).find((bank) => bank.name === name) ?? null;
}
