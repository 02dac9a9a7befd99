// Clock times 'HH:mm' (24-hour, on the Sao Paulo wall clock) and durations in minutes.

export const MINUTES_PER_DAY = 24 * 60;

const CLOCK_TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** True for '00:00'..'23:59'. */
export function isClockTime(value: string): boolean {
  return CLOCK_TIME.test(value);
}

/** '07:20' → 440; null when not a clock time. */
export function clockMinutes(value: string): number | null {
  const match = CLOCK_TIME.exec(value);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** Minutes after midnight (any number, wrapped to the day) → 'HH:mm'. */
export function clockTime(minutes: number): string {
  const wrapped = ((minutes % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  return `${pad(Math.floor(wrapped / 60))}:${pad(wrapped % 60)}`;
}

/** A duration → 'HH:mm', hours past 24 kept ('72:00'), a minus sign when negative (spec 002 §9). */
export function durationText(minutes: number): string {
  const sign = minutes < 0 ? '-' : '';
  const abs = Math.abs(minutes);
  return `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** Minutes from `from` forward to `to` on the clock, 0..1439 (a time past midnight is on the next day). */
export function minutesForward(from: number, to: number): number {
  return (((to - from) % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
}

/** Night work window, CLT art. 73: 22:00 to 05:00 (spec 002 §9). */
export const NIGHT_START = 22 * 60;
export const NIGHT_END = 5 * 60;

/**
 * Clock minutes of [start, start + length) inside 22:00–05:00, for a span starting `start` minutes after
 * midnight of its first day and running across as many midnights as it needs.
 */
export function nightMinutes(start: number, length: number): number {
  let total = 0;
  // Each day's night windows, relative to the first day's midnight: the early morning and the late evening.
  for (let day = 0; day * MINUTES_PER_DAY < start + length; day += 1) {
    const base = day * MINUTES_PER_DAY;
    total += overlap(start, start + length, base, base + NIGHT_END);
    total += overlap(start, start + length, base + NIGHT_START, base + MINUTES_PER_DAY);
  }
  return total;
}

function overlap(a0: number, a1: number, b0: number, b1: number): number {
  return Math.max(0, Math.min(a1, b1) - Math.max(a0, b0));
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}
