import { describe, expect, it } from 'vitest';
import { NIGHT_RULES, nightTime } from './night-work';

const at = (hhmm: string, nextDay = false) => {
  const [h, m] = hhmm.split(':').map(Number);
  return h * 60 + m + (nextDay ? 1440 : 0);
};
const span = (from: string, to: string, toNextDay = false, fromNextDay = false) => ({ from: at(from, fromNextDay), to: at(to, toNextDay) });
const minSec = (seconds: number) => `${Math.floor(seconds / 60)} min ${seconds % 60} s`;

describe('night work (CLT art. 73, Súmula 60 II)', () => {
  // Issue 22 §2: a 5x2 22:00–05:00 with a 1 h break.
  const night = [span('22:00', '02:00', true), span('03:00', '05:00', true, true)];

  it('counts 360 clock minutes of a 22:00–05:00 shift with a 1 h break as 411 min 26 s', () => {
    const time = nightTime(night, NIGHT_RULES.URBAN);
    expect(time.clockMinutes).toBe(360);
    expect(minSec(time.reducedSeconds)).toBe('411 min 26 s');
    expect(time.extendedMinutes).toBe(0);
  });

  it('keeps counting night past 05:00 when the whole night was worked: 60 more clock minutes = 68 min 34 s', () => {
    const time = nightTime([night[0], span('03:00', '06:00', true, true)], NIGHT_RULES.URBAN);
    const extra = time.reducedSeconds - nightTime(night, NIGHT_RULES.URBAN).reducedSeconds;
    expect(time.extendedMinutes).toBe(60);
    expect(time.clockMinutes).toBe(420);
    expect(minSec(extra)).toBe('68 min 34 s');
  });

  it('gives no extension to a shift that starts inside the night', () => {
    const time = nightTime([span('23:00', '06:00', true)], NIGHT_RULES.URBAN);
    expect(time.clockMinutes).toBe(360);
    expect(time.extendedMinutes).toBe(0);
  });

  it('counts the morning part of a shift that starts before 05:00 and a day shift as no night', () => {
    expect(nightTime([span('04:00', '12:00')], NIGHT_RULES.URBAN).clockMinutes).toBe(60);
    expect(nightTime([span('08:00', '12:00'), span('13:00', '17:00')], NIGHT_RULES.URBAN)).toEqual({ clockMinutes: 0, reducedSeconds: 0, extendedMinutes: 0 });
  });

  it('uses the rural nights without a reduced hour (Lei 5.889/1973 art. 7)', () => {
    const farming = nightTime([span('20:00', '23:00')], NIGHT_RULES.RURAL_FARMING);
    expect(farming).toEqual({ clockMinutes: 120, reducedSeconds: 7200, extendedMinutes: 0 });
    expect(nightTime([span('20:00', '23:00')], NIGHT_RULES.RURAL_LIVESTOCK).clockMinutes).toBe(180);
    expect(NIGHT_RULES.RURAL_FARMING.premiumPercent).toBe(25);
    expect(NIGHT_RULES.URBAN.premiumPercent).toBe(20);
  });
});
