import { TIME_ZONE } from '../ground/calendar-day';
import { clockMinutes } from '../workday/time';

// Instants and the Sao Paulo wall clock: a plan says 'HH:mm' on a calendar day, a punch is an instant. The
// offset is read from Intl for the day (Brazil dropped daylight saving in 2019, but older days had it).

const MINUTE_MS = 60_000;

const PARTS = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** The Sao Paulo calendar day and 'HH:mm' of an instant (epoch ms). */
export function wallClock(instant: number): { day: string; time: string } {
  const parts = Object.fromEntries(PARTS.formatToParts(new Date(instant)).map((part) => [part.type, part.value]));
  return { day: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/** Minutes the Sao Paulo clock is behind UTC at an instant (180 for -03:00). */
function offsetMinutes(instant: number): number {
  const { day, time } = wallClock(instant);
  const wall = Date.parse(`${day}T${time}:00Z`);
  return Math.round((Math.floor(instant / MINUTE_MS) * MINUTE_MS - wall) / MINUTE_MS);
}

/** The instant (epoch ms) of 'HH:mm' on the Sao Paulo clock, `dayOffset` days after `day`. */
export function instantAt(day: string, time: string, dayOffset = 0): number {
  const minutes = clockMinutes(time);
  if (minutes === null) throw new RangeError(`Not a clock time: ${time}`);
  const wall = Date.parse(`${day}T00:00:00Z`) + (dayOffset * 1440 + minutes) * MINUTE_MS;
  // The offset at the wall time read as UTC is right but for the hour around a change, where the second read fixes it.
  const guess = wall + offsetMinutes(wall) * MINUTE_MS;
  return wall + offsetMinutes(guess) * MINUTE_MS;
}

/** An instant as ISO with the Sao Paulo offset, seconds 00: 2026-11-26T08:01:00-03:00. */
export function saoPauloIso(instant: number): string {
  const { day, time } = wallClock(instant);
  const offset = offsetMinutes(instant);
  const sign = offset >= 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${day}T${time}:00${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** Whole minutes since the epoch: punches count to the minute (the AFD's seconds are 00). */
export const epochMinute = (instant: number) => Math.floor(instant / MINUTE_MS);
