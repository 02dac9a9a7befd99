import { describe, expect, it } from 'vitest';
import { formatMinutes, parseHhmm } from './hhmm';

describe('HH:MM (002 §9: a minus sign when negative)', () => {
  it('formats minutes', () => {
    expect(formatMinutes(75)).toBe('01:15');
    expect(formatMinutes(-75)).toBe('-01:15');
    expect(formatMinutes(0)).toBe('00:00');
    expect(formatMinutes(4320)).toBe('72:00');
  });

  it('parses HH:MM back, signed, past 24 hours', () => {
    expect(parseHhmm('01:15')).toBe(75);
    expect(parseHhmm('-01:15')).toBe(-75);
    expect(parseHhmm('72:00')).toBe(4320);
    expect(parseHhmm(formatMinutes(-1))).toBe(-1);
  });

  it('refuses what is not HH:MM', () => {
    for (const value of ['', '1:5', '01:60', 'ab:cd', '01-15']) expect(parseHhmm(value), value).toBeNull();
  });
});
