import type { DayExcuse, DayExcuseKind } from './day-excuse';
import type { DayPlan } from '../workday/schedule';
import { clockMinutes } from '../workday/time';
import { certificateSpans, dayAlerts, dayEnd, dayRuleAlerts, type DayRuleAlert } from './alerts';
import { breakIndemnity, requiredMainBreak } from './breaks';
import { NIGHT_RULES, nightTime, type NightKind, type Span } from './night-work';
import { overtimePercent } from './overtime';
import { interjornadaShortfall } from './rest';
import { epochMinute, type ZonedClock } from './company-clock';
import { applyTolerance, CLT_TOLERANCE, type ToleranceRule } from './tolerance';
import { workedTime, type TimedPunch, type WorkedTime } from './worked-minutes';

// One day of one person (issue 12 'Rules and computations'): what was planned (core/workday/schedule.ts dayPlan),
// what was worked (the punches and the times approved adjustments included, paired in time order), the balance
// after the tolerance of CLT art. 58 §1 / Súmula 366, whether it was a fault, and how many alerts it raises. A
// holiday, rest day, vacation, leave, approved day off or certificate is never a fault. Issue 22 adds the CLT's
// rules on what was punched: night work (art. 73), the main break and its indemnity (art. 71), the rest between
// days and the weekly rest (arts. 66, 67), the overtime limits and rates (art. 59, Súmula 146). Facts from other
// days (the previous exit, the days worked before) come in as inputs, from rest.ts restFacts.

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
  /** The company's clock (company-clock.ts): the plan's times and the night are read on it. */
  clock: ZonedClock;
  rule?: ToleranceRule;
  /** The last exit (epoch minute) of the person's previous worked day: the 11 h rest (rest.ts restFacts). */
  previousExit?: number | null;
  /** The six calendar days before this one were all worked (rest.ts restFacts): working this one is the 7th. */
  sixDaysWorkedBefore?: boolean;
  /** The company's additional on ordinary days' overtime, in percent (at least 50, CLT art. 59 §1). */
  ordinaryOvertimePercent?: number;
  /** The journey's night for a day without a plan (a rest day worked); a plan carries its own. Urban by default. */
  night?: NightKind;
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
  /** Clock minutes worked in the night, its Súmula 60 II extension included (CLT art. 73). */
  nightMinutes: number;
  /** What they count as, in seconds: the urban night hour is 52 min 30 s (art. 73 §1); rural nights count clock time. */
  nightReducedSeconds: number;
  /** The main break taken: the longest pause not opened by a paid break; the planned one when pre-assigned. */
  mainBreakMinutes: number;
  /** The main break is pre-assigned (CLT art. 74 §2) and was not punched: presumed taken. */
  breakPreAssigned: boolean;
  /** Minutes of the main break the law asks that were not taken: an indemnity at +50 % (art. 71 §4), not banked. */
  breakIndemnityMinutes: number;
  /** Minutes the 11 h rest before the day lacked (art. 66), owed as overtime (OJ 355 SDI-1). */
  restShortfallMinutes: number;
  /** The additional of the day's `extraMinutes`: 100 on a rest day or holiday (Súmula 146), else the company's. */
  overtimePercent: number;
  /** The CLT limits the day broke, recorded for HR (never a refused punch, Portaria 671 art. 74). */
  ruleAlerts: DayRuleAlert[];
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
function punchVariations(clock: ZonedClock, plan: DayPlan, worked: WorkedTime, presumedBreak: number, indemnity: number): number[] {
  const first = worked.pairs[0];
  const last = worked.pairs[worked.pairs.length - 1];
  if (!first || !last) return [];
  const enter = epochMinute(clock.instantAt(plan.day, plan.enterTime));
  const exit = epochMinute(clock.instantAt(plan.day, plan.exitTime, plan.exitDayOffset));
  // Art. 71 §4: the part of a short main break the law asked for is paid as an indemnity, so it is no overtime.
  const lessIndemnity = (variation: number) => variation - Math.min(indemnity, Math.max(0, variation));
  let mainTaken = presumedBreak > 0;
  const gaps = worked.gaps.map((gap) => {
    if (gap.kind === 'MAIN_BREAK' && !mainTaken) {
      mainTaken = true;
      return lessIndemnity(plan.mainBreak - gap.minutes);
    }
    return gap.paidMinutes - gap.minutes;
  });
  // A main break never punched was worked through.
  const skipped = !mainTaken && plan.mainBreak > 0 ? [lessIndemnity(plan.mainBreak)] : [];
  return [enter - first.from, last.to - exit, ...gaps, ...skipped];
}

/** The work of the day as spans of minutes from its midnight: the pairs and the paid part of the short breaks. */
function workSpans(clock: ZonedClock, day: string, worked: WorkedTime): Span[] {
  // A day without work asks the time zone nothing (Intl is slow, and most of a month's rest days have none).
  if (worked.pairs.length === 0) return [];
  const midnight = epochMinute(clock.instantAt(day, '00:00'));
  const paid = worked.gaps.filter((gap) => gap.paidMinutes > 0).map((gap) => ({ from: gap.from, to: gap.from + gap.paidMinutes }));
  return [...worked.pairs, ...paid].map((span) => ({ from: span.from - midnight, to: span.to - midnight }));
}

/** The longest pause not opened by a paid short break: only the main break counts for art. 71. */
const longestUnpaidPause = (worked: WorkedTime) => Math.max(0, ...worked.gaps.filter((gap) => gap.kind !== 'BREAK').map((gap) => gap.minutes));

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

const timeOf = (clock: ZonedClock, minute: number | undefined) => (minute === undefined ? null : clock.wallClock(minute * 60_000).time);

export function evaluateDay(input: DayInput): DaySummary {
  const { plan, excuse, now, clock } = input;
  const punches = [...input.punches, ...input.included];
  const worked = workedTime(punches, paidBreaks(plan));
  const fullExcuse = excuse !== null && excuse.kind !== 'PARTIAL_MEDICAL_CERTIFICATE';
  const asked = plan && !fullExcuse ? plan.plannedMinutes : 0;
  const credit = plan && !fullExcuse ? certificateMinutes(plan, excuse) + (input.compensatedMinutes ?? 0) : 0;
  const plannedMinutes = Math.max(0, asked - credit);
  const ended = now > dayEnd(clock, input.day, plan);
  const fault = ended && plannedMinutes > 0 && punches.length === 0;
  const incomplete = worked.unpaired !== null;
  // Art. 74 §2: a pre-assigned main break not punched is presumed taken, as planned, on a day long enough to need one.
  const presumes = plan?.preAssignedBreak && longestUnpaidPause(worked) === 0 && requiredMainBreak(worked.workedMinutes) > 0;
  const presumedBreak = presumes ? plan.mainBreak : 0;
  const workedMinutes = worked.workedMinutes - presumedBreak;
  const mainBreakMinutes = presumedBreak || longestUnpaidPause(worked);
  const settled = ended && !incomplete && workedMinutes > 0;
  const required = requiredMainBreak(workedMinutes, plan?.agreedMainBreak ? plan.mainBreak : null);
  const indemnity = settled ? breakIndemnity(required, mainBreakMinutes).missingMinutes : 0;

  let balance = { extraMinutes: 0, missingMinutes: 0, balanceMinutes: 0 };
  if (ended) {
    const raw = workedMinutes - plannedMinutes;
    if (plan && asked > 0 && !incomplete && !fault) {
      const { extraMinutes, missingMinutes, balanceMinutes } = applyTolerance(
        credited(punchVariations(clock, plan, worked, presumedBreak, indemnity), credit),
        input.rule ?? CLT_TOLERANCE,
      );
      balance = { extraMinutes, missingMinutes, balanceMinutes };
    } else {
      // Nothing planned (all of it is extra), a fault (all of it missing) or a pair missing: no tolerance applies.
      balance = { extraMinutes: Math.max(0, raw), missingMinutes: Math.max(0, -raw), balanceMinutes: raw };
    }
  }
  const firstPunch = worked.pairs[0]?.from ?? worked.unpaired?.minute;
  const previousExit = input.previousExit ?? null;
  const restShortfallMinutes = previousExit !== null && firstPunch !== undefined ? interjornadaShortfall(previousExit, firstPunch) : 0;
  const night = nightTime(workSpans(clock, input.day, worked), NIGHT_RULES[plan?.night ?? input.night ?? 'URBAN']);
  const ruleAlerts = dayRuleAlerts({
    restShortfallMinutes,
    seventhDay: firstPunch !== undefined && input.sixDaysWorkedBefore === true,
    breakIndemnityMinutes: indemnity,
    ...(settled ? { workedMinutes, plannedMinutes } : { workedMinutes: 0, plannedMinutes: 0 }),
  });
  const alerts = dayAlerts({ day: input.day, plan, punches, excuse, compensatedMinutes: input.compensatedMinutes, now, clock }).length + ruleAlerts.length;
  return {
    plannedMinutes,
    workedMinutes,
    breakMinutes: worked.breakMinutes + presumedBreak,
    ...balance,
    fault,
    alerts,
    dayOff: asked === 0,
    enterTime: timeOf(clock, firstPunch),
    exitTime: timeOf(clock, worked.pairs[worked.pairs.length - 1]?.to),
    excuse: excuseKind(input),
    incomplete,
    ended,
    nightMinutes: night.clockMinutes,
    nightReducedSeconds: night.reducedSeconds,
    mainBreakMinutes,
    breakPreAssigned: presumedBreak > 0,
    breakIndemnityMinutes: indemnity,
    restShortfallMinutes,
    // Súmula 146: work on a weekly rest day or on a holiday the journey observes (no plan) is paid double.
    overtimePercent: overtimePercent({ restDay: plan === null, holiday: excuse?.kind === 'HOLIDAY' }, input.ordinaryOvertimePercent),
    ruleAlerts,
  };
}
