import { afterEach, describe, expect, it } from 'vitest';
import { CLOCK_OFFSET_ENV, clockOffsetMinutes, LOCAL_CLOCK_ENV, now } from './clock';

afterEach(() => {
  delete process.env[LOCAL_CLOCK_ENV];
  delete process.env[CLOCK_OFFSET_ENV];
});

describe('the server clock', () => {
  it('is the real clock unless the local runtime says the offset counts', () => {
    process.env[CLOCK_OFFSET_ENV] = '600';
    expect(clockOffsetMinutes()).toBe(0);
    expect(Math.abs(now().getTime() - Date.now())).toBeLessThan(1000);
  });

  it('runs the offset ahead (or behind) on the local runtime', () => {
    process.env[LOCAL_CLOCK_ENV] = '1';
    process.env[CLOCK_OFFSET_ENV] = '-90';
    expect(clockOffsetMinutes()).toBe(-90);
    expect(Math.abs(now().getTime() - (Date.now() - 90 * 60_000))).toBeLessThan(1000);
    process.env[CLOCK_OFFSET_ENV] = 'amanhã';
    expect(clockOffsetMinutes()).toBe(0);
  });
});
