import * as z from 'zod/mini';
import { whenValid } from '../fields';
import { SERVER_MSG } from '../messages';
import { addCalendarDays, brazilianDate, FIRST_CALENDAR_DAY, isCalendarDay } from '../ground/calendar-day';

// The admission's day rules (spec 000 §9, 001 §5; issue 8), each a named function that the forms (through the zod
// checks at the end, against the company's today they are given) and the handlers (with the company's today) both
// call. The pickers take their bounds from the same functions.

/** Reads the company's today ('yyyy-MM-dd') when a form validates: the session company's clock in the browser. */
export type TodayReader = () => string;

export const ADMISSION_RULE_MSG = {
  limitBeforeAdmission: 'A data de admissão não pode ser maior que o preenchimento.',
  /** Spec 001 §5 forbids a past deadline in the picker and gives no text for one typed by hand: the server's. */
  limitDateInPast: SERVER_MSG.limitDateInPast,
  admissionOutOfWindow: (from: string, to: string) =>
    `A data de admissão deve estar entre ${brazilianDate(from)} e ${brazilianDate(to)}.`,
} as const;

/** Days from `from` to `to` ('yyyy-MM-dd'), both included: what a picker offers (minDate, maxDate). */
export interface DayRange {
  from: string;
  to: string;
}

const isInRange = (day: string, range: DayRange) => day >= range.from && day <= range.to;

/** Birth and issue dates (000 §9, 001 §5): from 1900-01-01 to today. */
function pastDayRange(today: string): DayRange {
  return { from: FIRST_CALENDAR_DAY, to: today };
}

/** True for a day between 1900-01-01 and `today`, both included. */
export function isPastDayInRange(day: string, today: string): boolean {
  return isInRange(day, pastDayRange(today));
}

/**
 * How far from today an admission date may lie (issue 8, 'a sane window'; the spec sets none): a registration
 * made up to 30 days after the person started, or planned up to a year ahead. Anything else is a typo (2062
 * for 2026) that would put wrong dates on the contract and the experience period.
 */
export const ADMISSION_WINDOW_DAYS = { before: 30, after: 365 } as const;

/** The first and last admission dates accepted on `today` ('yyyy-MM-dd'). */
export function admissionWindow(today: string): DayRange {
  return { from: addCalendarDays(today, -ADMISSION_WINDOW_DAYS.before), to: addCalendarDays(today, ADMISSION_WINDOW_DAYS.after) };
}

export function isAdmissionDateInWindow(admissionDate: string, today: string): boolean {
  return isInRange(admissionDate, admissionWindow(today));
}

/** What HR reads when the admission date is outside the window. */
export function admissionOutOfWindowMessage(today: string): string {
  const { from, to } = admissionWindow(today);
  return ADMISSION_RULE_MSG.admissionOutOfWindow(from, to);
}

/** An admission date too far from today to be meant (ADMISSION_WINDOW_DAYS), or null. */
export function admissionDateProblem(admissionDate: string, today: string): string | null {
  return isAdmissionDateInWindow(admissionDate, today) ? null : admissionOutOfWindowMessage(today);
}

/** Rule of 001 §5: the fill deadline may not come before the admission date (same day is fine). */
export function isLimitDateBeforeAdmission(admissionDate: string, limitDate: string): boolean {
  return limitDate < admissionDate;
}

/** The fill deadline may not be a day already gone (today is fine). */
export function isLimitDateInPast(limitDate: string, today: string): boolean {
  return limitDate < today;
}

/** A fill deadline before the admission date or in the past, the first rule first; null when it is fine. */
export function limitDateProblem(admissionDate: string, limitDate: string, today: string): string | null {
  if (isLimitDateBeforeAdmission(admissionDate, limitDate)) return ADMISSION_RULE_MSG.limitBeforeAdmission;
  if (isLimitDateInPast(limitDate, today)) return ADMISSION_RULE_MSG.limitDateInPast;
  return null;
}

/** The first day a fill deadline may take: today, or the admission date when it is a later real day. */
export function firstLimitDay(admissionDate: string | null | undefined, today: string): string {
  return admissionDate && isCalendarDay(admissionDate) && admissionDate > today ? admissionDate : today;
}

/**
 * A day rule as a zod check of an object: the rule's message on `field`, run only once that field parsed, so
 * each of its messages shows alone. Today is read when the form validates.
 */
function dayRuleCheck<T extends object>(field: keyof T & string, problem: (value: T) => string | null) {
  return z.check<T>(
    (payload) => {
      const message = problem(payload.value);
      if (message) payload.issues.push({ code: 'custom', message, input: payload.value[field], path: [field], continue: true });
    },
    { when: whenValid(field) },
  );
}

/** The admission date lies in the window the server accepts. */
export const admissionDateInWindow = (today: TodayReader) =>
  dayRuleCheck<{ admissionDate: string }>('admissionDate', (value) => admissionDateProblem(value.admissionDate, today()));

/** The fill deadline is not a day already gone (the admission date is checked by the form's own schema). */
export const limitDateNotPast = (today: TodayReader) =>
  dayRuleCheck<{ limitDate: string }>('limitDate', (value) =>
    isLimitDateInPast(value.limitDate, today()) ? ADMISSION_RULE_MSG.limitDateInPast : null,
  );

/** Every fill-deadline rule, against an admission date known beforehand (an expired invite's new deadline). */
export function limitDateRules(admissionDate: string, today: TodayReader) {
  return dayRuleCheck<{ limitDate: string }>('limitDate', (value) => limitDateProblem(admissionDate, value.limitDate, today()));
}
