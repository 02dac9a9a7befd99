import { describe, expect, it } from 'vitest';
import { sameEntitlementParts, serviceYear } from './vacation-parts';

const vacation = (startDate: string, finalDate: string) =>
  ({ type: 'VACATION', period: 'MORE_THAN_ONE_DAY', startDate, finalDate }) as const;

describe('vacation parts of one entitlement (CLT art. 134 §1)', () => {
  it('counts years of service from the admission day', () => {
    expect(serviceYear('2024-03-10', '2025-03-09')).toBe(0);
    expect(serviceYear('2024-03-10', '2025-03-10')).toBe(1);
    expect(serviceYear('2024-02-29', '2025-02-28')).toBe(0);
    expect(serviceYear('2024-02-29', '2025-03-01')).toBe(1);
  });

  it('takes the vacations starting in the same year of service, and nothing else', () => {
    const others = [
      vacation('2025-04-01', '2025-04-10'),
      vacation('2026-02-01', '2026-02-14'),
      vacation('2026-03-10', '2026-03-20'),
      { type: 'DAY_OFF', period: 'ONE_DAY', date: '2025-06-01' } as const,
    ];
    expect(sameEntitlementParts('2024-03-10', vacation('2025-07-01', '2025-07-05'), others)).toEqual([others[0], others[1]]);
    expect(sameEntitlementParts('2024-03-10', vacation('2026-04-01', '2026-04-20'), others)).toEqual([others[2]]);
  });

  it('finds none without an admission date', () => {
    expect(sameEntitlementParts(null, vacation('2025-07-01', '2025-07-05'), [vacation('2025-04-01', '2025-04-10')])).toEqual([]);
  });
});
