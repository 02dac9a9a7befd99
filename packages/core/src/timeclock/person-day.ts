import { addCalendarDays } from '../ground/calendar-day';
import type { DayPlan } from '../workday/schedule';
import { dayAlerts, type DueAlert } from './alerts';
import { evaluateDay, type DaySummary } from './day-evaluation';
import { plannedDay, type PersonFacts, type PlannedDay } from './planned-day';
import { restFacts, type RestFacts, type WorkedDayFacts } from './rest';
import type { PointType } from './point-types';
import type { ApprovedRequest } from './reasons';
import { epochMinute, zonedClock, type ZonedClock } from './company-clock';
import { dayTimeline, EXIT_WINDOW_MINUTES, type AssignedPunch, type TimelinePoint } from './timeline';
import type { TimedPunch } from './worked-minutes';

// One person's day (issue 22 §1), the one computation the timeline (server and browser), the punch, the alerts
// job, the mirror, the hours bank and the month scale share: from the facts (planned-day.ts) and the punches,
// the plan and what excuses it, the points with their windows (timeline.ts), the summary (day-evaluation.ts)
// and the alerts (alerts.ts). Functions only read the facts and write the answers.

/** A recorded punch as the day reads it. */
export interface DayPunch {
  nsr: number;
  /** ISO with offset. */
  punchedAt: string;
  /** Its calendar day on the company's clock. */
  day: string;
  /** The expected point it registered; none when out of schedule. */
  pointType?: PointType | null;
  breakId?: string | null;
  /** The plan day of its point (a night shift's exit belongs to the day it started). */
  shiftDay?: string | null;
}

/** A time an approved adjustment included: it counts like a punch and links the request. */
export interface IncludedTime {
  requestId: string;
  /** ISO with the company's offset. */
  registerDate: string;
  pointType: PointType;
  breakName: string | null;
}

/** A person's day evaluated: everything but the points to register, which only the punch asks for (personDay). */
export interface EvaluatedDay<P extends DayPunch = DayPunch> extends PlannedDay {
  /** Every punch recorded for the day's plan, in time order (those an adjustment corrects included: they stay visible). */
  punches: P[];
  /** NSRs of the punches an approved adjustment corrects: they no longer count. */
  corrected: number[];
  included: IncludedTime[];
  /** What the day counts: the punches less those corrected, and the included times. */
  counted: TimedPunch[];
  summary: DaySummary;
  /** The alerts the day raises now. */
  alerts: DueAlert[];
}

export interface PersonDay<P extends DayPunch = DayPunch> extends EvaluatedDay<P> {
  /** The points the person is asked to register, with their windows, at `now` (empty when nothing is asked). */
  timeline: TimelinePoint[];
}

const timed = (punch: DayPunch): TimedPunch => ({
  minute: epochMinute(Date.parse(punch.punchedAt)),
  pointType: punch.pointType ?? null,
  breakId: punch.breakId ?? null,
});

const assigned = (punch: DayPunch): AssignedPunch => ({
  nsr: punch.nsr,
  punchedAt: punch.punchedAt,
  pointType: punch.pointType ?? null,
  breakId: punch.breakId ?? null,
  shiftDay: punch.shiftDay ?? null,
});

function includedTimes(requests: readonly ApprovedRequest[]): IncludedTime[] {
  return requests.flatMap((request) =>
    request.reason === 'POINTS_ADJUST' && request.registerDate && request.pointType
      ? [{ requestId: request.id, registerDate: request.registerDate, pointType: request.pointType, breakName: request.breakName }]
      : [],
  );
}

/** An included time as the engine counts it: a break's id comes from the plan (the request names the break). */
const includedPunch = (plan: DayPlan | null) => (time: IncludedTime): TimedPunch => ({
  minute: epochMinute(Date.parse(time.registerDate)),
  pointType: time.pointType,
  breakId: plan?.breaks.find((brk) => brk.description === time.breakName)?.id ?? null,
});

/**
 * Days a day's evaluation looks back on: the rest since the last exit (art. 66) and the six days before a seventh
 * (art. 67) read the counted punches of up to seven days before it.
 */
export const REST_LOOKBACK_DAYS = 7;

/** What the rest rules read of a day: its first counted punch and its last (whole minutes since the epoch). */
function workedFacts(day: EvaluatedDay): WorkedDayFacts {
  const minutes = day.counted.map((punch) => punch.minute);
  return minutes.length ? { day: day.day, firstPunch: Math.min(...minutes), lastExit: Math.max(...minutes) } : { day: day.day, firstPunch: null, lastExit: null };
}

/** The person's `day` at `now`, without its timeline (personDay). */
function evaluatedDay<P extends DayPunch>(facts: PersonFacts, day: string, punches: readonly P[], now: Date, rest?: RestFacts): EvaluatedDay<P> {
  const planned = plannedDay(facts, day);
  const { plan, excuse, compensatedMinutes, requests } = planned;
  const dayPunches = punches.filter((punch) => (punch.shiftDay ?? punch.day) === day);
  const corrected = requests.flatMap((request) => (request.reason === 'POINTS_ADJUST' && request.punchNsr !== null ? [request.punchNsr] : []));
  const recorded = dayPunches.filter((punch) => !corrected.includes(punch.nsr)).map(timed);
  const included = includedTimes(requests);
  const includedPunches = included.map(includedPunch(plan));
  const at = now.getTime();
  const clock = zonedClock(facts.timeZone);
  const summary = evaluateDay({
    day,
    plan,
    punches: recorded,
    included: includedPunches,
    excuse,
    compensatedMinutes,
    now: at,
    clock,
    night: facts.journey?.nightWork,
    ...rest,
  });
  const counted = [...recorded, ...includedPunches];
  const alerts = dayAlerts({ day, plan, punches: counted, excuse, compensatedMinutes, now: at, clock });
  return { ...planned, punches: dayPunches, corrected, included, counted, summary, alerts };
}

/**
 * The person's `day` at `now`. `punches` may cover more days (a night shift's exit is the next calendar day):
 * those recorded for the day's plan count, and the timeline reads them all. `rest`: what the days before it
 * worked (personDays gives it); without it the rest rules have nothing to hold the day against.
 */
export function personDay<P extends DayPunch>(facts: PersonFacts, day: string, punches: readonly P[], now: Date, rest?: RestFacts): PersonDay<P> {
  const evaluated = evaluatedDay(facts, day, punches, now, rest);
  const entryLimitMinutes = facts.journey?.limited ? facts.journey.limitTime : null;
  const timeline = evaluated.asked ? dayTimeline({ plan: evaluated.asked, entryLimitMinutes, punches: punches.map(assigned), now, clock: zonedClock(facts.timeZone) }) : [];
  return { ...evaluated, timeline };
}

/**
 * The person's days from `fromDay` to `toDay`, both included, at `now`. The REST_LOOKBACK_DAYS before `fromDay`
 * are evaluated too (give their facts and punches), so each day's rest is held against what was really worked.
 * No timeline: the mirror, settling and the bank read weeks of days, and the points to register are the punch's
 * alone (timelinesAround); planning them was most of a mirror's time (issue 22 'Done when').
 */
export function personDays<P extends DayPunch>(facts: PersonFacts, fromDay: string, toDay: string, punches: readonly P[], now: Date): EvaluatedDay<P>[] {
  const evaluated: EvaluatedDay<P>[] = [];
  const worked: WorkedDayFacts[] = [];
  for (let day = addCalendarDays(fromDay, -REST_LOOKBACK_DAYS); day <= toDay; day = addCalendarDays(day, 1)) {
    const today = evaluatedDay(facts, day, punches, now, restFacts(worked.slice(-REST_LOOKBACK_DAYS), day));
    worked.push(workedFacts(today));
    if (day >= fromDay) evaluated.push(today);
  }
  return evaluated;
}

/**
 * The points of the plans that can be open on `day` at `now`: the day before's (a night shift) and the day's. A
 * punch registers one of them (timeline.ts assignPunch).
 */
export function timelinesAround(facts: PersonFacts, day: string, punches: readonly DayPunch[], now: Date): TimelinePoint[] {
  return [addCalendarDays(day, -1), day].flatMap((around) => personDay(facts, around, punches, now).timeline);
}

/** Whether a plan's shift can still take its exit at `now` (its exit window has not closed) on the company's `clock`. */
export function shiftOpen(clock: ZonedClock, plan: DayPlan, now: Date): boolean {
  const exit = clock.instantAt(plan.day, plan.exitTime, plan.exitDayOffset);
  return now.getTime() <= exit + EXIT_WINDOW_MINUTES * 60_000;
}
