import { describe, expect, it } from 'vitest';
import { epochMinute, instantAt, saoPauloIso, wallClock } from './sao-paulo-clock';

describe('the Sao Paulo clock', () => {
  it('turns a wall time into its instant and back', () => {
    const instant = instantAt('2026-11-26', '08:01');
    expect(new Date(instant).toISOString()).toBe('2026-11-26T11:01:00.000Z');
    expect(wallClock(instant)).toEqual({ day: '2026-11-26', time: '08:01' });
    expect(saoPauloIso(instant)).toBe('2026-11-26T08:01:00-03:00');
  });

  it('counts days after the plan day (a night shift exit)', () => {
    expect(saoPauloIso(instantAt('2026-12-31', '07:00', 1))).toBe('2027-01-01T07:00:00-03:00');
  });

  it('reads the offset of the day: daylight saving days of the past are -02:00', () => {
    expect(saoPauloIso(instantAt('2018-12-01', '10:00'))).toBe('2018-12-01T10:00:00-02:00');
  });

  it('counts whole minutes', () => {
    expect(epochMinute(Date.parse('2026-11-26T11:01:59Z'))).toBe(epochMinute(Date.parse('2026-11-26T11:01:00Z')));
  });
});
