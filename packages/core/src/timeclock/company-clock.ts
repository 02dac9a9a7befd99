import type { TimeZone } from '../company/time-zone';
import { clockMinutes } from '../workday/time';

// Instants and the company's wall clock (issue 22 §6): a plan says 'HH:mm' on a calendar day, a punch is an
// instant, and both are read on the clock of the company's zone (company/time-zone.ts). The offset is read from Intl
// for the day (Brazil dropped daylight saving in 2019, but older days had it, state by state).

const MINUTE_MS = 60_000;

/** One zone's wall clock. */
export interface ZonedClock {
  zone: TimeZone;
  /** The calendar day and 'HH:mm' of an instant (epoch ms). */
  wallClock(instant: number): { day: string; time: string };
  /** The instant (epoch ms) of 'HH:mm' on this clock, `dayOffset` days after `day`. */
  instantAt(day: string, time: string, dayOffset?: number): number;
  /** An instant as ISO with this zone's offset, seconds 00: 2026-11-26T08:01:00-04:00 in Manaus. */
  iso(instant: number): string;
  /** The calendar day of `now`, 'yyyy-MM-dd'. */
  today(now?: Date): string;
}

function makeClock(zone: TimeZone): ZonedClock {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });
  function wallClock(instant: number) {
    const read = Object.fromEntries(parts.formatToParts(new Date(instant)).map((part) => [part.type, part.value]));
    return { day: `${read.year}-${read.month}-${read.day}`, time: `${read.hour}:${read.minute}` };
  }
  /** Minutes the clock is behind UTC at an instant (240 for -04:00). */
  function offsetMinutes(instant: number): number {
    const { day, time } = wallClock(instant);
    const wall = Date.parse(`${day}T${time}:00Z`);
    return Math.round((Math.floor(instant / MINUTE_MS) * MINUTE_MS - wall) / MINUTE_MS);
  }
  function instantAt(day: string, time: string, dayOffset = 0): number {
    const minutes = clockMinutes(time);
    if (minutes === null) throw new RangeError(`Not a clock time: ${time}`);
    const wall = Date.parse(`${day}T00:00:00Z`) + (dayOffset * 1440 + minutes) * MINUTE_MS;
    // The offset at the wall time read as UTC is right but for the hour around a change, where the second read fixes it.
    const guess = wall + offsetMinutes(wall) * MINUTE_MS;
    return wall + offsetMinutes(guess) * MINUTE_MS;
  }
  function iso(instant: number): string {
    const { day, time } = wallClock(instant);
    const offset = offsetMinutes(instant);
    const sign = offset >= 0 ? '-' : '+';
    const abs = Math.abs(offset);
    return `${day}T${time}:00${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
  }
  return { zone, wallClock, instantAt, iso, today: (now = new Date()) => wallClock(now.getTime()).day };
}

// Building an Intl formatter costs far more than using one: one clock per zone per process.
const clocks = new Map<TimeZone, ZonedClock>();

/** The clock of `zone`: a company's (company/time-zone.ts). */
export function zonedClock(zone: TimeZone): ZonedClock {
  let clock = clocks.get(zone);
  if (!clock) {
    clock = makeClock(zone);
    clocks.set(zone, clock);
  }
  return clock;
}

/** Whole minutes since the epoch: punches count to the minute (the AFD's seconds are 00). */
export const epochMinute = (instant: number) => Math.floor(instant / MINUTE_MS);
