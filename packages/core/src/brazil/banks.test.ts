import { describe, expect, it } from 'vitest';
import { bankLabel, findBankByName, loadBanks } from './banks';

describe('banks (Banco Central STR list)', () => {
  it('shows each bank as code - name, ordered by code', async () => {
    const banks = await loadBanks();
    expect(banks[0]).toEqual({ code: '001', name: 'Banco do Brasil S.A.', label: '001 - Banco do Brasil S.A.', nicknames: 'BB' });
    expect(banks.map((b) => b.code)).toEqual([...banks.map((b) => b.code)].sort());
    expect(banks.find((b) => b.code === '341')?.label).toBe('341 - ITAÚ UNIBANCO S.A.');
    expect(banks.find((b) => b.code === '104')?.name).toBe('CAIXA ECONOMICA FEDERAL');
  });

  it('names are unique, so the stored name finds its bank', async () => {
    const banks = await loadBanks();
    expect(new Set(banks.map((b) => b.name)).size).toBe(banks.length);
    expect((await findBankByName('Banco Inter S.A.'))?.code).toBe('077');
    expect(await findBankByName('Banco Imaginário')).toBeNull();
  });

  it('knows the names people use for the banks most accounts are in', async () => {
    const banks = await loadBanks();
    const byCode = (code: string) => banks.find((b) => b.code === code)!;
    expect(byCode('260').nicknames).toContain('Nubank');
    expect(byCode('341').nicknames).toContain('Itaú');
    expect(byCode('077').nicknames).toContain('Inter');
    expect(byCode('104').nicknames).toContain('Caixa');
    expect(byCode('422').nicknames).toBe('');
  });

  it('formats a label', () => {
    expect(bankLabel({ code: '260', name: 'NU PAGAMENTOS S.A. - INSTITUIÇÃO DE PAGAMENTO' })).toBe(
      '260 - NU PAGAMENTOS S.A. - INSTITUIÇÃO DE PAGAMENTO',
    );
  });
});
