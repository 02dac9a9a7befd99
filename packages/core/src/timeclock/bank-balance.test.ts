import { describe, expect, it } from 'vitest';
import { balanceRequired, bankAfter, negativeBankRefusal, negativeBankWarning } from './bank-balance';
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

  it('asks the balance the server makes the condition of the write: the minutes taken, none once HR confirmed', () => {
    expect(balanceRequired(90, false)).toBe(90);
    expect(balanceRequired(90, true)).toBeNull();
    expect(balanceRequired(0, false)).toBeNull();
    expect(balanceRequired(-30, false)).toBeNull();
    // The condition and the refusal are one rule: refused exactly when the balance is below the one required.
    for (const balance of [-60, -1, 0, 1, 59, 60, 61, 600]) {
      for (const minutes of [-30, 0, 1, 60, 61]) {
        for (const allowNegative of [false, true]) {
          const required = balanceRequired(minutes, allowNegative);
          expect(negativeBankRefusal(balance, minutes, allowNegative) !== null).toBe(required !== null && balance < required);
        }
      }
    }
  });
});
