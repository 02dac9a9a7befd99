import { describe, expect, it } from 'vitest';
import { BANK_REGIMES } from '../timeclock/bank-terms';
import { BANK_REGIME_LABEL, COMPANY_SETTINGS_MSG, companySettingsSchema } from './settings';

describe('the company settings schema', () => {
  it('accepts each regime', () => {
    for (const bankRegime of BANK_REGIMES) expect(companySettingsSchema.parse({ bankRegime, timeZone: 'America/Manaus' })).toEqual({ bankRegime, timeZone: 'America/Manaus' });
  });
  it('refuses a missing or unknown regime in Portuguese', () => {
    for (const body of [{ timeZone: 'America/Sao_Paulo' }, { bankRegime: 'YEARLY', timeZone: 'America/Sao_Paulo' }, { bankRegime: '', timeZone: 'America/Sao_Paulo' }]) {
      const result = companySettingsSchema.safeParse(body);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0].message).toBe(COMPANY_SETTINGS_MSG.invalidRegime);
    }
  });
  it('names the legal basis of each bank', () => {
    expect(BANK_REGIME_LABEL.INDIVIDUAL_AGREEMENT).toContain('art. 59 §5º');
    expect(BANK_REGIME_LABEL.COLLECTIVE_AGREEMENT).toContain('art. 59 §2º');
    expect(BANK_REGIME_LABEL.SAME_MONTH).toContain('art. 59 §6º');
  });
  it('refuses a missing zone, or one outside Brazil, in Portuguese (issue 22 §6)', () => {
    for (const timeZone of [undefined, 'Europe/Lisbon', 'America/Sao Paulo', 'UTC']) {
      const result = companySettingsSchema.safeParse({ bankRegime: 'NONE', timeZone });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0].message).toBe(COMPANY_SETTINGS_MSG.invalidTimeZone);
    }
  });
});
