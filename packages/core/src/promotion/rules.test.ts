import { describe, expect, it } from 'vitest';
import { applyStandardSalary, cancelPromotionRefusal, confirmPromotionRefusal, pendingPromotionRefusal, unchangedPromotionRefusal } from './rules';
import { PROMOTION_MSG } from './schema';

describe('applyStandardSalary (001 §5)', () => {
  it("uses the job role's base salary when the standard salary is chosen", () => {
    expect(applyStandardSalary({ hasStandardSalary: true, salary: 0, vt: 1 }, 480000)).toEqual({ hasStandardSalary: true, salary: 480000, vt: 1 });
    expect(applyStandardSalary({ hasStandardSalary: true, salary: 999999 }, 480000).salary).toBe(480000);
  });

  it('keeps the typed salary otherwise', () => {
    expect(applyStandardSalary({ hasStandardSalary: false, salary: 520000 }, 480000).salary).toBe(520000);
  });
});

describe('one pending promotion per person', () => {
  it('refuses a second one while one waits for confirmation', () => {
    expect(pendingPromotionRefusal([])).toBeNull();
    expect(pendingPromotionRefusal([{ status: 'CONFIRMED' }])).toBeNull();
    expect(pendingPromotionRefusal([{ status: 'CANCELLED' }])).toBeNull();
    expect(pendingPromotionRefusal([{ status: 'CONFIRMED' }, { status: 'PENDING' }])).toBe(PROMOTION_MSG.pendingExists);
  });

  it('confirms a promotion once', () => {
    expect(confirmPromotionRefusal({ status: 'PENDING' })).toBeNull();
    expect(confirmPromotionRefusal({ status: 'CONFIRMED' })).toBe('Esta promoção já foi confirmada. Atualize a página.');
    expect(confirmPromotionRefusal({ status: 'CANCELLED' })).toBe(PROMOTION_MSG.cancelledByHr);
  });

  it('cancels a pending promotion only', () => {
    expect(cancelPromotionRefusal({ status: 'PENDING' })).toBeNull();
    expect(cancelPromotionRefusal({ status: 'CONFIRMED' })).toBe(PROMOTION_MSG.notPendingToCancel);
    expect(cancelPromotionRefusal({ status: 'CANCELLED' })).toBe(PROMOTION_MSG.notPendingToCancel);
  });
});

describe('a promotion changes something (issue 20 §4)', () => {
  const current = { regime: 'CLT', jobRoleId: 'analista', departmentId: 'ti', salary: 500000, vt: 0, va: 20000, vr: 0 };

  it('refuses one equal to the current position', () => {
    expect(unchangedPromotionRefusal(current, { ...current })).toBe(PROMOTION_MSG.nothingChanged);
  });

  it('takes one that changes any field', () => {
    expect(unchangedPromotionRefusal(current, { ...current, salary: 550000 })).toBeNull();
    expect(unchangedPromotionRefusal(current, { ...current, jobRoleId: 'senior' })).toBeNull();
    expect(unchangedPromotionRefusal(current, { ...current, departmentId: 'rh' })).toBeNull();
    expect(unchangedPromotionRefusal(current, { ...current, regime: 'PJ' })).toBeNull();
    expect(unchangedPromotionRefusal(current, { ...current, vr: 1000 })).toBeNull();
  });
});
