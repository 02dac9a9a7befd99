import { describe, expect, it } from 'vitest';
import { bankAfter, negativeBankRefusal, negativeBankWarning } from './bank-balance';
import { BANK_MSG } from './bank-messages';

describe('taking hours off the bank (issue 20 §4)', () => {
  it('says nothing while the bank covers them', () => {
    expect(bankAfter(300, 120)).toBe(180);
    expect(negativeBankWarning(300, 120)).toBeNull();
    expect(negativeBankWarning(120, 120)).toBeNull();
    expect(negativeBankRefusal(120, 120, false)).toBeNull();
  });

  it('warns with the balance, the hours and the bank after when it would go negative', () => {
    expect(negativeBankWarning(60, 90)).toBe(BANK_MSG.wouldGoNegative('01:00', '01:30', '-00:30'));
    expect(negativeBankWarning(-30, 60)).toBe(BANK_MSG.wouldGoNegative('-00:30', '01:00', '-01:30'));
  });

  it("refuses it until HR confirms, as the company records no regime that forbids a negative bank", () => {
    expect(negativeBankRefusal(0, 90, false)).toBe(`${BANK_MSG.wouldGoNegative('00:00', '01:30', '-01:30')} ${BANK_MSG.confirmNegative}`);
    expect(negativeBankRefusal(0, 90, true)).toBeNull();
  });
});
