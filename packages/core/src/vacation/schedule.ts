import { inclusiveDays } from '../activity/interval';
import { addCalendarDays } from '../ground/calendar-day';
import { acquisitionPeriods, lastDayOfYear, type VacationFacts } from './acquisition-periods';

// What the FÉRIAS screens show of a person's periods: days due, taken, scheduled, what is left, and the dates
// that matter. CLT art. 134: the vacation is granted within the 12 months after the period; art. 137: what is
// not is paid double; art. 135: the employee is told at least 30 days before; art. 145: paid 2 days before.

/** Art. 137 alert: this many days before the concession deadline a period with days left is flagged. */
export const DEADLINE_ALERT_DAYS = 60;
/** Art. 135: the written notice at least 30 days before the vacation starts. */
export const NOTICE_DAYS_BEFORE = 30;
/** Art. 145: the vacation pay (with its third) at least 2 days before it starts. */
export const PAYMENT_DAYS_BEFORE = 2;

export type DeadlineAlert = 'overdue' | 'dueSoon';

export interface VacationPeriodView {
  start: string;
  /** The period's 12th month's last day (it runs until then when not yet acquired). */
  end: string;
  /** Complete by today. */
  acquired: boolean;
  /** Art. 134: the last day to grant its vacation. */
  concessionEnd: string;
  absences: number;
  daysDue: number;
  /** Days enjoyed up to today. */
  takenDays: number;
  /** Days registered from tomorrow on. */
  scheduledDays: number;
  soldDays: number;
  /** Days neither taken, scheduled nor sold. */
  balanceDays: number;
  /** The last day the remaining days can start and still end by the deadline; null with nothing left. */
  latestStart: string | null;
  /** Art. 135: the notice for that latest start. */
  noticeBy: string | null;
  alert: DeadlineAlert | null;
}

export interface ScheduledVacation {
  first: string;
  days: number;
  /** Days sold with it (abono pecuniário, art. 143), paid with it; 0 with none. */
  soldDays: number;
  /** Art. 135. */
  noticeBy: string;
  /** Art. 145. */
  payBy: string;
}

export interface PersonVacation {
  periods: VacationPeriodView[];
  /** Vacations starting after today, soonest first. */
  upcoming: ScheduledVacation[];
}

const daysUntil = (today: string, day: string) => inclusiveDays(today, day) - 1;

function deadlineAlert(balanceDays: number, latestStart: string | null, concessionEnd: string, today: string): DeadlineAlert | null {
  if (balanceDays === 0 || latestStart === null) return null;
  if (today > concessionEnd) return 'overdue';
  return daysUntil(today, concessionEnd) <= DEADLINE_ALERT_DAYS ? 'dueSoon' : null;
}

/** The person's periods as the screens show them on `today` (lost ones left out: they give nothing). */
export function personVacation(facts: VacationFacts, today: string): PersonVacation {
  const vacations = facts.vacations ?? [];
  const lastPlanned = vacations.reduce((last, each) => {
    const end = addCalendarDays(each.first, each.days - 1);
    return end > last ? end : last;
  }, today);
  const all = acquisitionPeriods(facts, lastPlanned);
  const past = acquisitionPeriods({ ...facts, vacations: vacations.filter((each) => each.first <= today) }, lastPlanned);
  const periods = all.flatMap((period, index): VacationPeriodView[] => {
    if (period.concessionEnd === null || period.start > today) return [];
    const latestStart = period.balanceDays > 0 ? addCalendarDays(period.concessionEnd, 1 - period.balanceDays) : null;
    const takenDays = past[index]?.takenDays ?? 0;
    return [{
      start: period.start,
      end: lastDayOfYear(period.start),
      acquired: lastDayOfYear(period.start) <= today,
      concessionEnd: period.concessionEnd,
      absences: period.absences,
      daysDue: period.daysDue,
      takenDays,
      scheduledDays: period.takenDays - takenDays,
      soldDays: period.soldDays,
      balanceDays: period.balanceDays,
      latestStart,
      noticeBy: latestStart && addCalendarDays(latestStart, -NOTICE_DAYS_BEFORE),
      alert: deadlineAlert(period.balanceDays, latestStart, period.concessionEnd, today),
    }];
  });
  const upcoming = vacations
    .filter((each) => each.first > today)
    .toSorted((a, b) => a.first.localeCompare(b.first))
    .map((each) => ({
      first: each.first,
      days: each.days,
      soldDays: each.soldDays ?? 0,
      noticeBy: addCalendarDays(each.first, -NOTICE_DAYS_BEFORE),
      payBy: addCalendarDays(each.first, -PAYMENT_DAYS_BEFORE),
    }));
  return { periods, upcoming };
}

/** Days from `today` to the person's most urgent deadline with days left (negative when past); null with none. */
export function urgency(vacation: PersonVacation, today: string): number | null {
  const days = vacation.periods.flatMap((period) => (period.latestStart ? [daysUntil(today, period.latestStart)] : []));
  return days.length === 0 ? null : Math.min(...days);
}
