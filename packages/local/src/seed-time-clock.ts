import { addCalendarDays } from '@colabora/core/ground/calendar-day';
import type { RouteName } from '@colabora/core/api-routes';
import type { Answer } from '@colabora/core/api-contract';
import { alertId, dayEnd } from '@colabora/core/timeclock/alerts';
import { expectedPoints, type ExpectedPoint } from '@colabora/core/timeclock/expected-points';
import type { PointType } from '@colabora/core/timeclock/point-types';
import type { AdjustReason } from '@colabora/core/timeclock/reasons';
import { compensatedMinutes } from '@colabora/core/timeclock/request-schema';
import { zonedClock, type ZonedClock } from '@colabora/core/timeclock/company-clock';
import { timelinesAround, type DayPunch } from '@colabora/core/timeclock/person-day';
import { plannedDay, type PersonFacts } from '@colabora/core/timeclock/planned-day';
import { assignPunch } from '@colabora/core/timeclock/timeline';
import type { DayPlan } from '@colabora/core/workday/schedule';
import { appendPayment } from '@colabora/functions/modules/timeclock/append-payment';
import { buildEvent } from '@colabora/functions/http/apigw-event';
import { runAction, type RouteAction } from '@colabora/functions/http/resource-handler';
import { companyClock } from '@colabora/functions/modules/company/time-zone';
import { personFacts } from '@colabora/functions/modules/timeclock/person-facts';
import { enqueuePunch } from '@colabora/functions/modules/timeclock/punch-queue';
import { approveRequest } from '@colabora/functions/lambdas/point-solicitation/approve-request';
import { reproveRequest } from '@colabora/functions/lambdas/point-solicitation/reprove-request';
import { requestAdjustment } from '@colabora/functions/lambdas/point-solicitation/request-adjustment';
import { settleDays } from '@colabora/functions/modules/timeclock/settle-day';
import type { UserRecord } from '@colabora/functions/db/entities/user';
import { punchesWritten } from './punch-queue';

// Two months of time clock for the demo company's employees (issue 12: "a newcomer sees a living mirror"), made
// through the functions the handlers use: each punch through the punch's own transaction (NSR and hash chain) at
// its historic instant, assigned to its point by the same timeline rules; HR's compensation and payment through
// the ledger; every day settled (point-day items, alerts, day balances); adjustments asked for real alerts and
// then approved, reproved or left in analysis. Deterministic relative to today: the variations sit on a person's
// n-th working day counted back from the last one that ended. Punches are recorded in time order across the
// company, so NSRs follow the clock as they would have.

/** "Two months" of history, up to yesterday. */
const HISTORY_DAYS = 61;

const MINUTE_MS = 60_000;

/** What differs from the plan on one working day; any other day has only a minute or two of jitter per punch. */
export type DayEvent =
  /** Punches this many minutes off their expected time (negative: earlier); the others exactly on time. */
  | { kind: 'shifted'; minutes: Partial<Record<PointType, number>> }
  /** A point never punched. */
  | { kind: 'missed'; point: PointType }
  | { kind: 'absent' };

/** A request about the alert of a working day (counted back), and what HR decided. */
export interface HistoryRequest {
  day: number;
  /** The alert it answers: the absence, or the pending point. */
  alert: 'ABSENCE' | PointType;
  reason: AdjustReason;
  /** 'HH:mm', the corrected time of a pending point. */
  registerDate?: string;
  justification: string;
  outcome: 'IN_ANALYSIS' | 'APPROVED' | { disapprovalReason: string };
}

export interface TimeClockHistory {
  email: string;
  /** By working day counted back from the last that ended (1). */
  events: Record<number, DayEvent>;
  requests: HistoryRequest[];
  /** Hours HR gave off on a working day (the day's exit is that much earlier: see its event). */
  compensation?: { day: number; minutes: number; justification: string };
  /** Hours HR paid as money, `daysAgo` days before today. */
  payment?: { daysAgo: number; hoursPaid: string; paidValue: number; justification: string };
}

/** A punch to record: when, and which point the person meant (what the REGISTRAR button sends). */
interface PlannedPunch {
  person: UserRecord;
  at: number;
  point: ExpectedPoint;
  expectedAt: number;
}

/** A minute or two either way, the same for the same working day and point whatever today is. */
function jitter(n: number, index: number, point: ExpectedPoint): number {
  const wide = point.type === 'ENTRY' || point.type === 'EXIT';
  return wide ? ((n * 7 + index * 3) % 5) - 2 : ((n + index) % 3) - 1;
}

function offsetOf(point: ExpectedPoint, n: number, index: number, event: DayEvent | undefined): number | null {
  if (!event) return jitter(n, index, point);
  if (event.kind === 'absent' || (event.kind === 'missed' && event.point === point.type)) return null;
  return event.kind === 'shifted' ? (event.minutes[point.type] ?? 0) : 0;
}

/** The day's punches as the person made them; seconds vary as a real clock's would. */
function dayPunches(clock: ZonedClock, person: UserRecord, plan: DayPlan, n: number, event: DayEvent | undefined): PlannedPunch[] {
  return expectedPoints(plan).flatMap((point, index) => {
    const offset = offsetOf(point, n, index, event);
    if (offset === null) return [];
    const expectedAt = clock.instantAt(plan.day, point.expectedTime, point.dayOffset);
    const seconds = ((n * 17 + index * 11) % 50) * 1000;
    return [{ person, point, expectedAt, at: expectedAt + offset * MINUTE_MS + seconds }];
  });
}

interface PersonHistory {
  person: UserRecord;
  plan: TimeClockHistory;
  facts: PersonFacts;
  /** The days of the history, oldest first. */
  days: string[];
  /** Working days that ended, latest first: the n-th working day back is `worked[n - 1]`. */
  worked: { day: string; plan: DayPlan }[];
}

/** A person's first day of history: HISTORY_DAYS before today, or their admission when it is more recent. */
export function historyFirstDay(today: string, admissionDate?: string | null): string {
  const start = addCalendarDays(today, -HISTORY_DAYS);
  return admissionDate && admissionDate > start ? admissionDate : start;
}

async function personHistory(person: UserRecord, plan: TimeClockHistory, today: string, at: number): Promise<PersonHistory> {
  // From the admission when it is more recent: nothing is settled before someone worked here.
  const first = historyFirstDay(today, person.admissionDate);
  const days: string[] = [];
  for (let day = first; day < today; day = addCalendarDays(day, 1)) days.push(day);
  // The day before the first (a night shift's exit may fall on it) and today (yesterday's night shift ends today).
  const facts = await personFacts(person.companyId, person, addCalendarDays(first, -1), today);
  const worked = days
    .flatMap((day) => {
      const dayPlan = plannedDay(facts, day).asked;
      return dayPlan && dayEnd(zonedClock(facts.timeZone), day, dayPlan) <= at ? [{ day, plan: dayPlan }] : [];
    })
    .reverse();
  return { person, plan, facts, days, worked };
}

/** Every punch of the history, up to `at` (a night shift still running has only its first punches). */
function plannedPunches(history: PersonHistory, at: number): PlannedPunch[] {
  const { person, plan, facts, days, worked } = history;
  const numbered = new Map(worked.map(({ day }, index) => [day, index + 1]));
  return days.flatMap((day) => {
    const dayPlan = plannedDay(facts, day).asked;
    if (!dayPlan) return [];
    const n = numbered.get(day) ?? 0;
    return dayPunches(zonedClock(facts.timeZone), person, dayPlan, n, plan.events[n]).filter((punch) => punch.at < at);
  });
}

/**
 * Records the punches in time order, each assigned to a point by the rules POST /point-registers applies to the
 * person's earlier punches. They go through the punches' queue as the API's do (./punch-queue.ts), sent one after
 * another: the company's writer takes them in that order, a transaction per batch, so the NSRs follow the clock.
 */
async function recordPunches(histories: readonly PersonHistory[], at: number): Promise<void> {
  const punches = histories.flatMap((history) => plannedPunches(history, at)).sort((a, b) => a.at - b.at);
  const factsOf = new Map(histories.map((history) => [history.person.id, history.facts]));
  const assigned = new Map<string, DayPunch[]>(histories.map((history) => [history.person.id, []]));
  for (const [sequence, { person, at: instant, point, expectedAt }] of punches.entries()) {
    const receivedAt = new Date(instant);
    const earlier = assigned.get(person.id) ?? [];
    const facts = factsOf.get(person.id) as PersonFacts;
    const clock = zonedClock(facts.timeZone);
    const intent = { type: point.type, breakName: point.breakName, pointStartDate: clock.iso(expectedAt) };
    const day = clock.wallClock(instant).day;
    const target = assignPunch(timelinesAround(facts, day, earlier, receivedAt), receivedAt, intent);
    // Recorded in this order, so the sequence orders them as their NSRs will.
    earlier.push({ nsr: sequence + 1, punchedAt: clock.iso(instant), day, pointType: target?.type ?? null, breakId: target?.breakId ?? null, shiftDay: target?.day ?? null });
    const cpf = (person.documents as { cpf?: string } | undefined)?.cpf ?? '';
    await enqueuePunch({ companyId: person.companyId, userId: person.id, cpf, receivedAt: receivedAt.toISOString(), point: target, timeZone: facts.timeZone, request: null });
  }
  await punchesWritten();
}

/**
 * Runs a route's action as its handler does once the caller is authorized (the event is the one API Gateway
 * would send), so the requests go through every rule of the real calls; a refusal stops the seed.
 */
async function act<K extends RouteName>(action: RouteAction<K>, routeName: K, caller: UserRecord, input: { params?: Record<string, string>; body?: unknown }): Promise<Answer<K>> {
  const { params = {}, body } = input;
  const reply = await runAction(action, { caller, event: buildEvent({ routeName, params, body }), params, query: {}, body });
  if ((reply.statusCode ?? 500) >= 300) throw new Error(`${routeName} refused the demo data: ${reply.body ?? ''}`);
  return JSON.parse(reply.body ?? 'null') as Answer<K>;
}

/** The id of the alert a request answers, on the n-th working day back. */
function requestedAlert(history: PersonHistory, request: HistoryRequest): string {
  const worked = history.worked[request.day - 1];
  if (!worked) throw new Error(`${history.plan.email} has no working day ${request.day}`);
  const points = expectedPoints(worked.plan);
  const point = request.alert === 'ABSENCE' ? points[0] : points.find((candidate) => candidate.type === request.alert);
  if (!point) throw new Error(`no ${request.alert} on ${worked.day}`);
  const alertType = request.alert === 'ABSENCE' ? 'ABSENCE' : 'PENDING_POINT';
  return alertId({ day: worked.day, alertType, pointType: point.type, breakId: point.breakId });
}

/**
 * HR's compensation first (it shapes its day), then every day settled, then the requests and the payment. Both are
 * written as planned, as confirmed by HR (allowNegative): the compensation comes before the days that credit it.
 */
async function settleHistory(history: PersonHistory, hr: UserRecord, at: Date): Promise<void> {
  const { person, plan } = history;
  const { companyId, id: userId } = person;
  if (plan.compensation) {
    const { day, minutes, justification } = plan.compensation;
    const worked = history.worked[day - 1];
    if (worked) await appendPayment(hr, { companyId, userId, kind: 'COMPENSATION_PAYMENT', day: worked.day, minutes, justification }, true);
  }
  await settleDays(companyId, userId, history.days, { person, now: at });
  for (const request of plan.requests) {
    const body = {
      pointAlert: requestedAlert(history, request),
      reason: request.reason,
      justification: request.justification,
      registerDate: request.registerDate ?? null,
    };
    const asked = await act(requestAdjustment, 'requestAdjustment', person, { body });
    const params = { id: asked._id };
    if (request.outcome === 'APPROVED') await act(approveRequest, 'approveRequest', hr, { params });
    else if (request.outcome !== 'IN_ANALYSIS') {
      await act(reproveRequest, 'reproveRequest', hr, { params, body: { disapprovalReason: request.outcome.disapprovalReason } });
    }
  }
  if (plan.payment) {
    const { daysAgo, hoursPaid, paidValue, justification } = plan.payment;
    const day = addCalendarDays(zonedClock(history.facts.timeZone).today(at), -daysAgo);
    const minutes = compensatedMinutes(hoursPaid) ?? 0;
    await appendPayment(hr, { companyId, userId, kind: 'MONEY_PAYMENT', day, minutes, hoursPaid, paidValue, justification }, true);
  }
}

/**
 * The history of `plans` for the company's `people` (by e-mail; someone without a plan gets none), asked and
 * decided by the company's HR person, up to `at` (the server's clock).
 */
export async function seedTimeClock(people: readonly UserRecord[], plans: readonly TimeClockHistory[], at: Date): Promise<void> {
  const hrPerson = people.find((person) => person.role === 'HUMAN_RESOURCES_MANAGMENT');
  const planned = plans.flatMap((plan) => {
    const person = people.find((candidate) => candidate.email === plan.email);
    return person ? [{ person, plan }] : [];
  });
  if (!hrPerson || planned.length === 0) return;
  const today = (await companyClock(hrPerson.companyId)).today(at);
  const histories = await Promise.all(planned.map(({ person, plan }) => personHistory(person, plan, today, at.getTime())));
  await recordPunches(histories, at.getTime());
  await Promise.all(histories.map((history) => settleHistory(history, hrPerson, at)));
}
