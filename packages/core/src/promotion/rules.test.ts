import { describe, expect, it } from 'vitest';
import { applyStandardSalary, confirmPromotionRefusal, pendingPromotionRefusal } from './rules';

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
    expect(pendingPromotionRefusal([{ status: 'CONFIRMED' }, { status: 'PENDING' }])).toBe(
      'Esta pessoa já tem uma promoção aguardando confirmação. Peça a confirmação antes de registrar outra.',
    );
  });

  it('confirms a promotion once', () => {
    expect(confirmPromotionRefusal({ status: 'PENDING' })).toBeNull();
    expect(confirmPromotionRefusal({ status: 'CONFIRMED' })).toBe('Esta promoção já foi confirmada. Atualize a página.');
  });
});
