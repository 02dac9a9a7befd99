import type { TimeZone } from '../company/time-zone';
import { clockMinutes } from '../workday/time';

// Instants and the company's wall clock (issue 22 §6): a plan says 'HH:mm' on a calendar day, a punch is an
// instant, and both are read on the clock of the company's zone (company/time-zone.ts). The offset is read from Intl
// for the day (Brazil dropped daylight saving in 2019, but older days had it, state by state).

const MINUTE_MS = 60_000;
const QUARTER_HOUR_MS = 15 * MINUTE_MS;
/** Quarter hours whose offset a clock keeps (≈ 3 years of them, a few MB). */
const KEPT_OFFSETS = 100_000;

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
  /** The offset as Intl reads it: the costly part (a mirror asks it thousands of times), so kept per quarter hour. */
  function readOffset(instant: number): number {
    const read = Object.fromEntries(parts.formatToParts(new Date(instant)).map((part) => [part.type, part.value]));
    const wall = Date.parse(`${read.year}-${read.month}-${read.day}T${read.hour}:${read.minute}:00Z`);
    return Math.round((Math.floor(instant / MINUTE_MS) * MINUTE_MS - wall) / MINUTE_MS);
  }
  // Offsets change only on a quarter hour of UTC (every zone is a whole number of quarter hours from UTC, and
  // changes at a local whole hour): one read per quarter hour holds for all of it. Bounded: a long-lived process
  // reading many instants starts over.
  const offsets = new Map<number, number>();
  /** Minutes the clock is behind UTC at an instant (240 for -04:00). */
  function offsetMinutes(instant: number): number {
    const quarter = Math.floor(instant / QUARTER_HOUR_MS);
    let offset = offsets.get(quarter);
    if (offset === undefined) {
      if (offsets.size >= KEPT_OFFSETS) offsets.clear();
      offset = readOffset(quarter * QUARTER_HOUR_MS);
      offsets.set(quarter, offset);
    }
    return offset;
  }
  function wallClock(instant: number) {
    // The wall time is the instant moved by the offset, read as UTC (its minute: seconds are dropped).
    const wall = new Date(Math.floor(instant / MINUTE_MS) * MINUTE_MS - offsetMinutes(instant) * MINUTE_MS).toISOString();
    return { day: wall.slice(0, 10), time: wall.slice(11, 16) };
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
