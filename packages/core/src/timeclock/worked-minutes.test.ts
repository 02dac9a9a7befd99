import { describe, expect, it } from 'vitest';
import { epochMinute } from './company-clock';
import { SP } from './testing/clock';
import { workedTime, type TimedPunch } from './worked-minutes';
import type { PointType } from './point-types';

const at = (day: string, time: string, pointType: PointType | null = null, breakId: string | null = null): TimedPunch => ({
  minute: epochMinute(SP.instantAt(day, time)),
  pointType,
  breakId,
});
const DAY = '2026-11-24';

describe('worked minutes from punch pairs', () => {
  it('pairs in time order and counts the time between pairs as a break', () => {
    const worked = workedTime([at(DAY, '13:00'), at(DAY, '08:00'), at(DAY, '12:00', 'MAIN_BREAK_START'), at(DAY, '17:00')]);
    expect(worked.workedMinutes).toBe(8 * 60);
    expect(worked.breakMinutes).toBe(60);
    expect(worked.gaps).toMatchObject([{ kind: 'MAIN_BREAK', minutes: 60, paidMinutes: 0 }]);
    expect(worked.unpaired).toBeNull();
  });

  it('crosses midnight', () => {
    const worked = workedTime([at(DAY, '19:00'), at('2026-11-25', '07:00')]);
    expect(worked.workedMinutes).toBe(12 * 60);
  });

  it('pays a journey break up to its planned length, not the excess', () => {
    const punches = [at(DAY, '08:00'), at(DAY, '10:00', 'BREAK_START', 'cafe'), at(DAY, '10:20', 'BREAK_RETURN', 'cafe'), at(DAY, '12:00')];
    const worked = workedTime(punches, new Map([['cafe', 15]]));
    expect(worked.breakMinutes).toBe(20);
    expect(worked.workedMinutes).toBe(120 + 100 + 15);
  });

  it('an unpaired last punch counts nothing and is flagged', () => {
    const worked = workedTime([at(DAY, '08:00'), at(DAY, '12:00'), at(DAY, '13:00')]);
    expect(worked.workedMinutes).toBe(240);
    expect(worked.unpaired?.minute).toBe(at(DAY, '13:00').minute);
  });

  it('no punch: nothing', () => {
    expect(workedTime([])).toMatchObject({ workedMinutes: 0, breakMinutes: 0, unpaired: null, pairs: [] });
  });
});
