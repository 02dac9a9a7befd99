import { DEFAULT_TIME_ZONE } from '@colabora/core/company/time-zone';
import { brazilianDate } from '@colabora/core/ground/calendar-day';
import { zonedClock } from '@colabora/core/timeclock/company-clock';
import { getSession } from './session';

// What an instant shown as a date means: the company's calendar day and wall clock (its zone, issue 22 §6, as the
// sign-in answer gives it), whatever the browser's zone. HR reading the app in Lisbon at 22:00 in Sao Paulo sees the
// day the company lived, not tomorrow; a Manaus company's 08:00 punch reads 08:00. Every date or instant on screen
// goes through here.

/** The signed-in person's company clock; Sao Paulo's before sign-in or for a session stored before zones. */
const companyClock = () => zonedClock(getSession()?.user.company.timeZone ?? DEFAULT_TIME_ZONE);

/** Today on the company's clock, 'yyyy-MM-dd': the default day of the time clock's screens. */
export const companyToday = (now: Date = new Date()) => companyClock().today(now);

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

function instantOf(value: string | number | Date): number | null {
  const ms = value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value);
  return Number.isFinite(ms) ? ms : null;
}

/**
 * dd/MM/yyyy (spec 000 §1). A calendar day ('yyyy-MM-dd') is shown as is; an instant (ISO with an offset or Z)
 * as the company's calendar day. Empty or invalid values give null.
 */
export function formatDate(value: string | null | undefined): string | null {
  if (!value) return null;
  if (CALENDAR_DAY.test(value)) return brazilianDate(value);
  const instant = instantOf(value);
  return instant === null ? null : brazilianDate(companyClock().wallClock(instant).day);
}

/** An instant as 'dd/MM/yyyy HH:mm' on the company's clock; null when it is not an instant. */
export function formatDateTime(value: string | number | Date | null | undefined): string | null {
  if (value === null || value === undefined || value === '') return null;
  const instant = instantOf(value);
  if (instant === null) return null;
  const { day, time } = companyClock().wallClock(instant);
  return `${brazilianDate(day)} ${time}`;
}

/** 'dd/MM/yyyy HH:mm:ss' on the company's clock: the live clock a collector shows (Portaria 671). */
export function formatDateTimeSeconds(instant: number): string {
  // Every zone the company can be in is a whole number of minutes from UTC: the seconds are UTC's.
  return `${formatDateTime(instant)}:${String(new Date(instant).getUTCSeconds()).padStart(2, '0')}`;
}

/** An instant as 'HH:mm' on the company's clock ('' when it is not an instant): a punch, a recording. */
export function formatTime(value: string | number | Date): string {
  const instant = instantOf(value);
  return instant === null ? '' : companyClock().wallClock(instant).time;
}
