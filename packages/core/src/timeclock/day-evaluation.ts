import type { DayExcuse, DayExcuseKind } from './day-excuse';
import type { DayPlan } from '../workday/schedule';
import { clockMinutes } from '../workday/time';
import { certificateSpans, dayAlerts, dayEnd } from './alerts';
import { epochMinute, instantAt, wallClock } from './sao-paulo-clock';
import { applyTolerance, CLT_TOLERANCE, type ToleranceRule } from './tolerance';
import { workedTime, type TimedPunch, type WorkedTime } from './worked-minutes';

// One day of one person (issue 12 'Rules and computations'): what was planned (core/workday/schedule.ts dayPlan),
// what was worked (the punches and the times approved adjustments included, paired in time order), the balance
// after the tolerance of CLT art. 58 §1 / Súmula 366, whether it was a fault, and how many alerts it raises. A
// holiday, rest day, vacation, leave, approved day off or certificate is never a fault.

export interface DayInput {
  day: string;
  plan: DayPlan | null;
  /** The punches recorded for the day's plan, less those an approved adjustment corrects. */
  punches: readonly TimedPunch[];
  /** Times approved adjustments included: they count like punches. */
  included: readonly TimedPunch[];
  excuse: DayExcuse | null;
  /** Minutes of the hours bank taken off this day (compensations): asked of nobody. */
  compensatedMinutes?: number;
  /** The server's instant (epoch ms): a day counts only once it ended. */
  now: number;
  rule?: ToleranceRule;
}

export interface DaySummary {
  /** Minutes the plan asks for, less what an excuse or a compensation covers. */
  plannedMinutes: number;
  workedMinutes: number;
  breakMinutes: number;
  /** worked − planned after the tolerance; 0 until the day ended. */
  balanceMinutes: number;
  /** Overtime and deduction behind the balance (how they net: tolerance.ts). */
  extraMinutes: number;
  missingMinutes: number;
  /** A planned working day that ended with no punch and no excuse. */
  fault: boolean;
  /** Alerts the day raises now (alerts.ts dayAlerts). */
  alerts: number;
  /** Nothing was asked of the person: a rest day, holiday, leave, vacation, day off or certificate. */
  dayOff: boolean;
  /** 'HH:mm' of the first punch and of the last one when it closes a pair. */
  enterTime: string | null;
  exitTime: string | null;
  excuse: DayExcuseKind | null;
  /** A punch without its pair: the balance counts the pairs only and skips the tolerance. */
  incomplete: boolean;
  /** The day is over (exit window passed, or the calendar day for a day without a plan). */
  ended: boolean;
}

const excuseKind = (input: DayInput): DayExcuseKind | null => input.excuse?.kind ?? (input.plan ? null : 'REST');

/** Minutes of the plan's shift a partial certificate covers (never more than the plan asks). */
function certificateMinutes(plan: DayPlan, excuse: DayExcuse | null): number {
  const enter = clockMinutes(plan.enterTime) ?? 0;
  const exit = enter + plan.plannedMinutes + plan.mainBreak;
  const covered = certificateSpans(excuse).reduce((total, [from, to]) => total + Math.max(0, Math.min(to, exit) - Math.max(from, enter)), 0);
  return Math.min(plan.plannedMinutes, covered);
}

/**
 * One variation per punch, signed (positive: worked more): the entry against the plan's, the exit against the
 * plan's, the main break against its planned length, a short break's excess, and any other gap whole. They add
 * up to worked − planned.
 */
function punchVariations(plan: DayPlan, worked: WorkedTime): number[] {
  const first = worked.pairs[0];
  const last = worked.pairs[worked.pairs.length - 1];
  if (!first || !last) return [];
  const enter = epochMinute(instantAt(plan.day, plan.enterTime));
  const exit = epochMinute(instantAt(plan.day, plan.exitTime, plan.exitDayOffset));
  let mainTaken = false;
  const gaps = worked.gaps.map((gap) => {
    if (gap.kind === 'MAIN_BREAK' && !mainTaken) {
      mainTaken = true;
      return plan.mainBreak - gap.minutes;
    }
    return gap.paidMinutes - gap.minutes;
  });
  // A main break never punched was worked through.
  const skipped = !mainTaken && plan.mainBreak > 0 ? [plan.mainBreak] : [];
  return [enter - first.from, last.to - exit, ...gaps, ...skipped];
}

/** `credit` minutes (a partial certificate, a compensation) cover the largest shortfalls first; never a gain. */
function credited(variations: readonly number[], credit: number): number[] {
  const order = variations.map((_, index) => index).sort((a, b) => variations[a] - variations[b]);
  const result = [...variations];
  let left = credit;
  for (const index of order) {
    if (left <= 0 || result[index] >= 0) break;
    const used = Math.min(left, -result[index]);
    result[index] += used;
    left -= used;
  }
  return result;
}

const paidBreaks = (plan: DayPlan | null) => new Map((plan?.breaks ?? []).map((brk) => [brk.id, brk.time]));

const timeOf = (minute: number | undefined) => (minute === undefined ? null : wallClock(minute * 60_000).time);

export function evaluateDay(input: DayInput): DaySummary {
  const { plan, excuse, now } = input;
  const punches = [...input.punches, ...input.included];
  const worked = workedTime(punches, paidBreaks(plan));
  const fullExcuse = excuse !== null && excuse.kind !== 'PARTIAL_MEDICAL_CERTIFICATE';
  const asked = plan && !fullExcuse ? plan.plannedMinutes : 0;
  const credit = plan && !fullExcuse ? certificateMinutes(plan, excuse) + (input.compensatedMinutes ?? 0) : 0;
  const plannedMinutes = Math.max(0, asked - credit);
  const ended = now > dayEnd(input.day, plan);
  const fault = ended && plannedMinutes > 0 && punches.length === 0;
  const incomplete = worked.unpaired !== null;

  let balance = { extraMinutes: 0, missingMinutes: 0, balanceMinutes: 0 };
  if (ended) {
    const raw = worked.workedMinutes - plannedMinutes;
    if (plan && asked > 0 && !incomplete && !fault) {
      const { extraMinutes, missingMinutes, balanceMinutes } = applyTolerance(
        credited(punchVariations(plan, worked), credit),
        input.rule ?? CLT_TOLERANCE,
      );
      balance = { extraMinutes, missingMinutes, balanceMinutes };
    } else {
      // Nothing planned (all of it is extra), a fault (all of it missing) or a pair missing: no tolerance applies.
      balance = { extraMinutes: Math.max(0, raw), missingMinutes: Math.max(0, -raw), balanceMinutes: raw };
    }
  }
  const alerts = dayAlerts({ day: input.day, plan, punches, excuse, compensatedMinutes: input.compensatedMinutes, now }).length;
  return {
    plannedMinutes,
    workedMinutes: worked.workedMinutes,
    breakMinutes: worked.breakMinutes,
    ...balance,
    fault,
    alerts,
    dayOff: asked === 0,
    enterTime: timeOf(worked.pairs[0]?.from ?? worked.unpaired?.minute),
    exitTime: timeOf(worked.pairs[worked.pairs.length - 1]?.to),
    excuse: excuseKind(input),
    incomplete,
    ended,
  };
}
