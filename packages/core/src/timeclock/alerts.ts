import { addCalendarDays } from '../ground/calendar-day';
import type { DayPlan } from '../workday/schedule';
import { clockMinutes, MINUTES_PER_DAY } from '../workday/time';
import type { DayExcuse } from './day-excuse';
import { expectedPoints, type ExpectedPoint } from './expected-points';
import { OVERTIME_ALERTS, overtimeAlerts } from './overtime';
import type { AlertType, PointType } from './point-types';
import type { ZonedClock } from './company-clock';
import { EXIT_WINDOW_MINUTES, pointWindow } from './timeline';
import type { TimedPunch } from './worked-minutes';

// Which alerts a day raises (issue 12, spec 002 §3 PointAlert): a PENDING_POINT when an expected point's window
// (timeline.ts: 5 minutes, the exit 120) has passed and nothing registered it; an ABSENCE, instead of the day's
// pending points, when a planned working day ended with no punch at all. None on a day the plan leaves free
// (rest, a holiday the journey observes) nor on a day a leave, vacation, day off, certificate or a compensation
// of the whole day excuses; a partial certificate excuses the points inside its hours. The alerts job and the day engine both read this.

const MINUTE_MS = 60_000;

/** The employee's alerts card (002 §2.2 REGISTROS, §8). */
export const ALERT_MSG = {
  /** 002 §2.2 empty state. */
  empty: 'Nenhum alerta encontrado!',
  adjust: 'AJUSTAR',
  // Ours: the spec names the card but quotes no title, loading text or failure message for it.
  cardTitle: 'Alertas',
  loading: 'Carregando alertas',
  readFailed: 'Não foi possível buscar os alertas.',
} as const;

/**
 * The CLT limits a day's punches can break (issue 22 §3, §4): alerts for HR on the day's row, recorded and never
 * refused (Portaria 671 art. 74). Not the employee's point alerts: nothing here is a point to adjust.
 */
export const DAY_RULE_ALERTS = ['SHORT_REST', 'SEVENTH_DAY', 'SHORT_MAIN_BREAK', ...OVERTIME_ALERTS] as const;
export type DayRuleAlert = (typeof DAY_RULE_ALERTS)[number];

/** Ours: their titles, as HR reads them beside the day. */
export const DAY_RULE_ALERT_TITLE: Record<DayRuleAlert, string> = {
  SHORT_REST: 'Interjornada menor que 11 horas (CLT art. 66)',
  SEVENTH_DAY: 'Sétimo dia seguido de trabalho sem descanso semanal (CLT art. 67)',
  SHORT_MAIN_BREAK: 'Intervalo principal menor que o mínimo legal (CLT art. 71)',
  OVERTIME_OVER_2H: 'Mais de 2 horas extras no dia (CLT art. 59)',
  WORK_OVER_10H: 'Mais de 10 horas trabalhadas no dia (CLT art. 59 §2)',
};

export interface DayRuleFacts {
  /** Minutes the 11 h rest before the day lacked. */
  restShortfallMinutes: number;
  /** Worked as the 7th day in a row. */
  seventhDay: boolean;
  /** Minutes of the legal main break not taken. */
  breakIndemnityMinutes: number;
  /** The settled day's worked and planned minutes (0 before it is settled). */
  workedMinutes: number;
  plannedMinutes: number;
}

/** The CLT limits the day broke, in the order of DAY_RULE_ALERTS. */
export function dayRuleAlerts(facts: DayRuleFacts): DayRuleAlert[] {
  return [
    ...(facts.restShortfallMinutes > 0 ? (['SHORT_REST'] as const) : []),
    ...(facts.seventhDay ? (['SEVENTH_DAY'] as const) : []),
    ...(facts.breakIndemnityMinutes > 0 ? (['SHORT_MAIN_BREAK'] as const) : []),
    ...overtimeAlerts(facts.workedMinutes, facts.plannedMinutes),
  ];
}

/** One alert of GET /api/point-alert (002 §7.1: _id, pointStartDate, breakName, alertType, pointType). */
export interface PointAlertView {
  _id: string;
  alertType: AlertType;
  pointType: PointType;
  breakName: string | null;
  /** The expected time of the point, ISO with the company's offset. */
  pointStartDate: string;
  /** The plan's day, 'yyyy-MM-dd'. */
  date: string;
  /** An adjustment of it is in analysis: the card shows 'Em análise' instead of AJUSTAR (ours). */
  inAnalysis: boolean;
}

/** An alert a day raises, before it is stored. */
export interface DueAlert {
  day: string;
  alertType: AlertType;
  pointType: PointType;
  breakId: string | null;
  breakName: string | null;
  pointStartDate: string;
}

/** One alert per person, day, type and point: the job writes the same id however often it runs. */
export function alertId(alert: Pick<DueAlert, 'day' | 'alertType' | 'pointType' | 'breakId'>): string {
  return [alert.day, alert.alertType, alert.pointType, ...(alert.breakId ? [alert.breakId] : [])].join('_');
}

/** The instant (epoch ms) an expected point is due on the plan's day, on the company's clock. */
const pointInstant = (clock: ZonedClock, plan: DayPlan, point: ExpectedPoint) => clock.instantAt(plan.day, point.expectedTime, point.dayOffset);

/** The instant a point's window closes: after it, an unregistered point is pending. */
export const pointDeadline = (clock: ZonedClock, plan: DayPlan, point: ExpectedPoint) =>
  pointInstant(clock, plan, point) + pointWindow(point.type) * MINUTE_MS;

/** When the day is over: the exit's window closed, or, with nothing planned, the calendar day (on the company's clock). */
export function dayEnd(clock: ZonedClock, day: string, plan: DayPlan | null): number {
  if (!plan) return clock.instantAt(addCalendarDays(day, 1), '00:00');
  return clock.instantAt(plan.day, plan.exitTime, plan.exitDayOffset) + EXIT_WINDOW_MINUTES * MINUTE_MS;
}

export interface DayAlertsInput {
  day: string;
  plan: DayPlan | null;
  /** Punches and included times of the day. */
  punches: readonly TimedPunch[];
  excuse: DayExcuse | null;
  /** Minutes of the hours bank taken off the day: a whole day taken off raises nothing. */
  compensatedMinutes?: number;
  now: number;
  /** The company's clock (company-clock.ts). */
  clock: ZonedClock;
}

const registers = (point: ExpectedPoint) => (punch: TimedPunch) =>
  punch.pointType === point.type && (point.breakId === null || punch.breakId === point.breakId);

/**
 * A partial certificate's hours as spans of minutes after the plan day's midnight (an end before the start is the
 * next day): on that day, and the same hours a day later for a shift that runs past midnight.
 */
export function certificateSpans(excuse: DayExcuse | null): [number, number][] {
  if (excuse?.kind !== 'PARTIAL_MEDICAL_CERTIFICATE') return [];
  const from = clockMinutes(excuse.startHour) ?? 0;
  const end = clockMinutes(excuse.endHour) ?? 0;
  const to = end >= from ? end : end + MINUTES_PER_DAY;
  return [
    [from, to],
    [from + MINUTES_PER_DAY, to + MINUTES_PER_DAY],
  ];
}

/** The alerts the day raises at `now`, in the order of their points. */
export function dayAlerts({ day, plan, punches, excuse, compensatedMinutes = 0, now, clock }: DayAlertsInput): DueAlert[] {
  if (!plan || (excuse && excuse.kind !== 'PARTIAL_MEDICAL_CERTIFICATE') || compensatedMinutes >= plan.plannedMinutes) return [];
  const points = expectedPoints(plan);
  const alert = (alertType: AlertType, point: ExpectedPoint): DueAlert => ({
    day,
    alertType,
    pointType: point.type,
    breakId: point.breakId,
    breakName: point.breakName,
    pointStartDate: clock.iso(pointInstant(clock, plan, point)),
  });
  if (punches.length === 0 && !excuse && now > dayEnd(clock, day, plan)) return [alert('ABSENCE', points[0])];
  const excused = certificateSpans(excuse);
  return points
    // The punches first: reading a point's deadline asks the time zone (Intl), and most points are registered.
    .filter((point) => !punches.some(registers(point)) && now > pointDeadline(clock, plan, point))
    .filter((point) => !excused.some(([from, to]) => point.minute >= from && point.minute <= to))
    .map((point) => alert('PENDING_POINT', point));
}
