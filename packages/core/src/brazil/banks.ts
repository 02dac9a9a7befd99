// Banks with a compensation code (COMPE), from Banco Central's STR participants list as shipped by
// @brazilian-utils/brazilian-utils (463 banks, ~37 KB): loaded on demand, so only the bank step and the
// bank tab pay for it. Spec 001 §2 step 5: the picker shows 'code - name'; bankData.bank stores the name.
export interface BankOption {
  code: string;
  name: string;
  /** '260 - NU PAGAMENTOS S.A. - INSTITUIÇÃO DE PAGAMENTO' */
  label: string;
}

export function bankLabel(bank: { code: string; name: string }): string {
  return `${bank.code} - ${bank.name}`;
}

/** Every bank, ordered by code. */
export async function loadBanks(): Promise<BankOption[]> {
  const { getBanks } = await import('@brazilian-utils/brazilian-utils/get-banks');
  return getBanks()
    .map(({ code, name }) => ({ code, name, label: bankLabel({ code, name }) }))
    .sort((a, b) => a.code.localeCompare(b.code));
}

/** The bank whose name was stored, or null when the list no longer has it. */
export async function findBankByName(name: string): Promise<BankOption | null> {
  return (await loadBanks()).find((bank) => bank.name === name) ?? null;
}
