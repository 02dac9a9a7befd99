import { settledSummary } from '@colabora/core/timeclock/testing/day-summary';
import { describe, expect, it } from 'vitest';
import { decodeDay, encodeDay } from './point-days';

describe('stored days (issue 22 figures)', () => {
  it("keeps a night shift's figures, its CLT alerts and a pre-assigned break", () => {
    const night = settledSummary({
      nightMinutes: 420,
      nightReducedSeconds: 28_800,
      mainBreakMinutes: 60,
      breakPreAssigned: true,
      breakIndemnityMinutes: 20,
      restShortfallMinutes: 150,
      overtimePercent: 100,
      ruleAlerts: ['SHORT_REST', 'WORK_OVER_10H'],
    });
    expect(decodeDay(encodeDay(night))).toEqual(night);
  });

  it('leaves the trailing defaults out, and reads a day stored before issue 22 with them', () => {
    const rest = settledSummary({ mainBreakMinutes: 0, breakMinutes: 0, workedMinutes: 0, plannedMinutes: 0 });
    expect(JSON.parse(encodeDay(rest))).toHaveLength(11);
    expect(decodeDay(encodeDay(rest))).toEqual(rest);
    expect(JSON.parse(encodeDay(settledSummary()))).toHaveLength(12);
  });
});
