import { inclusiveDays } from '../activity/interval';
import { addCalendarMonths } from '../dismissal/stability-facts';
import { addCalendarDays } from '../ground/calendar-day';
import { daysDue } from './days-due';

// A person's vacation acquisition periods (períodos aquisitivos), from plain facts, so the FÉRIAS screens and the
// rescission read the same answer. CLT art. 130: every 12 months of the contract give a vacation; art. 134: the
// company grants it in the 12 months after (período concessivo), else pays it double (art. 137). Art. 133: the
// period is lost (and a new one starts when the person returns, §2) after more than 30 days of paid leave
// (II, III) or more than 6 months of INSS benefit, even discontinuous (IV).

/** Art. 133 II and III: paid leave, or work stopped with pay, for more than 30 days. */
export const PAID_LEAVE_LIMIT_DAYS = 30;
/** Art. 133 IV: more than 6 months of accident or sickness benefit; counted as more than 180 days. */
export const INSS_LEAVE_LIMIT_DAYS = 180;

export type LeaveKind = 'inss' | 'paidLeave';

export interface LeaveSpan {
  kind: LeaveKind;
  first: string;
  /** Its last day; null while it goes on. */
  last: string | null;
}

export interface TakenVacation {
  /** The vacation's first day. */
  first: string;
  /** Calendar days enjoyed. */
  days: number;
  /** Days sold with it (abono pecuniário, art. 143). */
  soldDays?: number;
}

export interface VacationFacts {
  admissionDate: string;
  /** Days of unjustified absence (art. 130; the ones art. 131 excuses are not listed). */
  unjustifiedAbsences?: readonly string[];
  leaves?: readonly LeaveSpan[];
  vacations?: readonly TakenVacation[];
}

export interface AcquisitionPeriod {
  start: string;
  /** The last day: 12 months after the start, the day before the return for a lost one, `asOf` for the running one. */
  end: string;
  /** The 12 months of the period are complete by `asOf`: its vacation is acquired. */
  acquired: boolean;
  /** The last day to grant its vacation (art. 134); null for a lost period. */
  concessionEnd: string | null;
  /** Art. 133: why it gives no vacation. */
  lostBy: LeaveKind | null;
  absences: number;
  /** Art. 130 for its absences (0 when lost). */
  daysDue: number;
  takenDays: number;
  /** Days of each vacation drawn from it, in order: its parts (art. 134 §1). */
  partDays: number[];
  soldDays: number;
  /** What remains to take or sell. */
  balanceDays: number;
}

/** The last day of the 12 months from `start`: a full period's end. */
export const lastDayOfYear = (start: string) => addCalendarDays(addCalendarMonths(start, 12), -1);

/** The day the leave days from `start` to `end` pass the art. 133 limit of their kind, with that leave; or null. */
function lossWithin(leaves: readonly LeaveSpan[], start: string, end: string): { kind: LeaveKind; leave: LeaveSpan } | null {
  for (const kind of ['inss', 'paidLeave'] as const) {
    const limit = kind === 'inss' ? INSS_LEAVE_LIMIT_DAYS : PAID_LEAVE_LIMIT_DAYS;
    let counted = 0;
    for (const leave of leaves.filter((each) => each.kind === kind).toSorted((a, b) => a.first.localeCompare(b.first))) {
      const first = leave.first > start ? leave.first : start;
      const last = leave.last === null || leave.last > end ? end : leave.last;
      if (first > last) continue;
      counted += inclusiveDays(first, last);
      if (counted > limit) return { kind, leave };
    }
  }
  return null;
}

/**
 * The periods from the admission up to `asOf` (inclusive), oldest first; the last one is still running unless it
 * ends on `asOf`. Vacations taken draw from the oldest period with a balance that has started by their first day
 * (what the company grants first is the oldest vacation due).
 */
export function acquisitionPeriods(facts: VacationFacts, asOf: string): AcquisitionPeriod[] {
  const leaves = facts.leaves ?? [];
  const absences = facts.unjustifiedAbsences ?? [];
  const periods: AcquisitionPeriod[] = [];
  let start: string | null = facts.admissionDate;
  while (start !== null && start <= asOf) {
    const fullEnd = lastDayOfYear(start);
    const loss = lossWithin(leaves, start, fullEnd < asOf ? fullEnd : asOf);
    // Art. 133 §2: a new period starts when the person returns to work.
    const returnDay = loss?.leave.last ? addCalendarDays(loss.leave.last, 1) : null;
    const nominalEnd = loss ? (returnDay ? addCalendarDays(returnDay, -1) : asOf) : fullEnd;
    const end = nominalEnd < asOf ? nominalEnd : asOf;
    const periodStart = start;
    const absent = absences.filter((day) => day >= periodStart && day <= end).length;
    const due = loss ? 0 : daysDue(absent);
    periods.push({
      start,
      end,
      acquired: !loss && fullEnd <= asOf,
      concessionEnd: loss ? null : lastDayOfYear(addCalendarDays(fullEnd, 1)),
      lostBy: loss?.kind ?? null,
      absences: absent,
      daysDue: due,
      takenDays: 0,
      partDays: [],
      soldDays: 0,
      balanceDays: due,
    });
    start = loss ? returnDay : addCalendarDays(fullEnd, 1);
  }
  for (const vacation of (facts.vacations ?? []).toSorted((a, b) => a.first.localeCompare(b.first))) drawVacation(periods, vacation);
  return periods;
}

/** Takes the vacation's days, then its sold days, from the oldest period with a balance (spilling into the next). */
function drawVacation(periods: AcquisitionPeriod[], vacation: TakenVacation): void {
  const open = periods.filter((period) => period.start <= vacation.first && period.lostBy === null);
  for (const [field, wanted] of [['takenDays', vacation.days], ['soldDays', vacation.soldDays ?? 0]] as const) {
    let left = wanted;
    for (const period of open) {
      if (left === 0) break;
      const drawn = Math.min(left, period.balanceDays);
      period[field] += drawn;
      if (field === 'takenDays' && drawn > 0) period.partDays.push(drawn);
      period.balanceDays -= drawn;
      left -= drawn;
    }
  }
}
