import { addCalendarDays, brazilianDate, isCalendarDay } from '../ground/calendar-day';
import { VACATION_MSG } from '../vacation/messages';
import { isShortVacationPart, VACATION_MIN_PART_DAYS } from '../vacation/split';
import { activityDays, type ActivityDays } from './interval';
import type { ActivityType } from './schema';

// Legal hints shown when HR registers vacation or maternity leave. They warn and never block: the company may
// hold an agreement or a court order the app cannot see. Texts cite the CLT article they come from. The split of
// art. 134 §1 does block, on the server, against the person's periods (vacation/registration.ts); the form shows
// its part-under-5-days message as a hint while the days are typed.

/** CLT art. 392: 120 days of maternity leave. */
export const MATERNITY_LEAVE_DAYS = 120;
/** CLT art. 134 §3: vacation may not start in the two days before a holiday or the paid weekly rest. */
export const DAYS_BEFORE_REST = 2;

export const HINT_MSG = {
  // CLT art. 134 §1: the rule and text are the vacation module's (vacation/split.ts).
  shortVacationPart: (days: number) => VACATION_MSG.shortPart(days, VACATION_MIN_PART_DAYS),
  startsBeforeRest: (restDay: string) =>
    `As férias não podem começar nos dois dias que antecedem feriado ou dia de repouso semanal remunerado; ${brazilianDate(restDay)} é um deles (CLT art. 134, §3º).`,
  shortMaternityLeave: (days: number) =>
    `A licença-maternidade é de ${MATERNITY_LEAVE_DAYS} dias; este registro tem ${days} (CLT art. 392).`,
} as const;

export interface HintContext {
  /** Holidays that apply to the person, 'yyyy-MM-dd'. */
  holidays?: readonly string[];
  /** Days off of the person's journey, 'yyyy-MM-dd'; when given, they replace `weeklyRestDays`. */
  restDays?: readonly string[];
  /** Weekdays of the paid weekly rest, 0 = Sunday … 6 = Saturday; Sunday when not given (CLT art. 67). */
  weeklyRestDays?: readonly number[];
}

function weekday(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay();
}

/** Art. 134 §3: the first holiday or weekly-rest day within the two days after `start`, or null. */
export function restDayRightAfter(start: string, context: HintContext = {}): string | null {
  const holidays = new Set(context.holidays ?? []);
  const weeklyRest = context.weeklyRestDays ?? [0];
  const isRest = (day: string) => (context.restDays ? context.restDays.includes(day) : weeklyRest.includes(weekday(day)));
  for (let offset = 1; offset <= DAYS_BEFORE_REST; offset += 1) {
    const day = addCalendarDays(start, offset);
    if (holidays.has(day) || isRest(day)) return day;
  }
  return null;
}

/** Art. 392: a maternity leave shorter than 120 days. */
export function isShortMaternityLeave(days: number): boolean {
  return days < MATERNITY_LEAVE_DAYS;
}

/** The hints for a registration, also while it is being typed (empty until its days can be counted). */
export function activityHints(activity: ActivityDays & { type: ActivityType }, context: HintContext = {}): string[] {
  const first = activity.period === 'ONE_DAY' ? activity.date : activity.startDate;
  const days = activityDays(activity);
  if (!first || !isCalendarDay(first) || days === null) return [];
  if (activity.type === 'MATERNITY_LEAVE') return isShortMaternityLeave(days) ? [HINT_MSG.shortMaternityLeave(days)] : [];
  if (activity.type !== 'VACATION') return [];
  const hints: string[] = [];
  if (isShortVacationPart(days)) hints.push(HINT_MSG.shortVacationPart(days));
  const restDay = restDayRightAfter(first, context);
  if (restDay) hints.push(HINT_MSG.startsBeforeRest(restDay));
  return hints;
}
