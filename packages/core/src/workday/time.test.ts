import { describe, expect, it } from 'vitest';
import { clockMinutes, clockTime, durationText, isClockTime, minutesForward, nightMinutes } from './time';

describe('clock times', () => {
  it("reads 'HH:mm' from 00:00 to 23:59 and nothing else", () => {
    expect(clockMinutes('07:20')).toBe(440);
    expect(clockMinutes('00:00')).toBe(0);
    expect(clockMinutes('23:59')).toBe(1439);
    for (const bad of ['24:00', '7:20', '07:60', '0720', '', '07:20 ']) expect(isClockTime(bad)).toBe(false);
  });

  it('writes minutes as a clock time wrapped to the day, and durations past 24 h and below zero', () => {
    expect(clockTime(1140 + 720)).toBe('07:00');
    expect(clockTime(-30)).toBe('23:30');
    expect(durationText(2640)).toBe('44:00');
    expect(durationText(4320)).toBe('72:00');
    expect(durationText(-75)).toBe('-01:15');
  });

  it('counts minutes forward on the clock, past midnight', () => {
    expect(minutesForward(1140, 60)).toBe(360);
    expect(minutesForward(480, 480)).toBe(0);
  });
});

describe('nightMinutes (22:00–05:00, CLT art. 73)', () => {
  it.each([
    ['a day shift', 8 * 60, 588, 0],
    ['a shift ending at 23:00', 14 * 60, 9 * 60, 60],
    ['19:00 to 07:00', 19 * 60, 12 * 60, 420],
    ['any 24 h shift', 7 * 60, 24 * 60, 420],
    ['a shift starting after midnight', 3 * 60, 5 * 60, 120],
    ['22:00 to 05:00 exactly', 22 * 60, 7 * 60, 420],
  ])('%s', (_name, start, length, night) => {
    expect(nightMinutes(start, length)).toBe(night);
  });
});
