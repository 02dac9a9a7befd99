import type { DayPlan } from '../workday/schedule';
import { clockTime } from '../workday/time';
import { expectedPoints, startOf, type ExpectedPoint } from './expected-points';
import { POINT_TYPE_LABEL, type PointType } from './point-types';
import type { ZonedClock } from './company-clock';

// Today's points and what the timeline shows for each (spec 002 §4.2, §9). The same rules decide which point a
// punch is for (`assignPunch`); they never decide whether a punch is recorded (Portaria 671 art. 74: a punch
// outside every window is recorded, assigned to no point, and flagged for HR).

/** A point may be registered this many minutes before or after its expected time (002 §9)… */
export const POINT_WINDOW_MINUTES = 5;
/** …the exit, this many. */
export const EXIT_WINDOW_MINUTES = 120;

export const POINT_SITUATIONS = ['REGISTERED', 'PENDING', 'AWAITING', 'BREAK_START_NOT_REGISTERED'] as const;
export type PointSituation = (typeof POINT_SITUATIONS)[number];

/** The four situations of 002 §4.2, verbatim. */
export const POINT_SITUATION_TEXT: Record<PointSituation, string> = {
  REGISTERED: 'Registrado com sucesso!',
  PENDING: 'Pendente',
  AWAITING: 'Aguardando registro',
  BREAK_START_NOT_REGISTERED: 'Ida para pausa não registrada',
};

/** A limited entry, unregistered and past its limit time (002 §4.2). */
export const CANNOT_REGISTER_TEXT = 'Ponto não pode ser registrado';

const MINUTE_MS = 60_000;

/** A recorded punch as the timeline reads it: the point it was assigned to, if any. */
export interface AssignedPunch {
  nsr: number;
  /** ISO with offset (the AFD's minute). */
  punchedAt: string;
  pointType: PointType | null;
  breakId?: string | null;
  /** The plan day of its point. */
  shiftDay?: string | null;
}

export interface TimelinePoint extends ExpectedPoint {
  /** The plan's day. */
  day: string;
  /** The expected instant, ISO with the company's offset (002 §3 'pointStartDate'). */
  expectedAt: string;
  /** 'Entrada', 'Saída', 'Intervalo principal - Ida', '<break> - Volta'… */
  title: string;
  /** The punch that registered it. */
  register: { nsr: number; registerDate: string } | null;
  situation: PointSituation;
  /** Shows REGISTRAR now. */
  canRegister: boolean;
  /** Its window has not opened yet: shown faded. */
  faded: boolean;
  /** Shows 'Ponto não pode ser registrado'. */
  cannotRegister: boolean;
  /** The entry's limit (expected time + the journey's limitTime), 'HH:mm'; null when not limited or not the entry. */
  limitTime: string | null;
}

export interface TimelineInput {
  plan: DayPlan;
  /** The journey's limitTime in minutes when its entry is limited (002 §3 Workday 'limited'); else null. */
  entryLimitMinutes: number | null;
  /** The person's punches around the day: those assigned to this plan's day register its points; one out of schedule may be a late entry. */
  punches: readonly AssignedPunch[];
  /** The server's time (the browser's own clock is never used for these rules). */
  now: Date;
  /** The company's clock (company-clock.ts): the plan's times are on it. */
  clock: ZonedClock;
}

export const pointWindow = (type: PointType) => (type === 'EXIT' ? EXIT_WINDOW_MINUTES : POINT_WINDOW_MINUTES);

/** 'Entrada', 'Intervalo principal - Ida', '<break> - Volta' (002 §3 point labels). */
export function pointTitle(point: Pick<ExpectedPoint, 'type' | 'breakName'>): string {
  const label = POINT_TYPE_LABEL[point.type];
  return point.breakName ? `${point.breakName} - ${label}` : label;
}

const samePoint = (punch: AssignedPunch, day: string, point: ExpectedPoint) =>
  punch.shiftDay === day && punch.pointType === point.type && (punch.breakId ?? null) === point.breakId;

/** The day's points with their situation at `now`. */
export function dayTimeline({ plan, entryLimitMinutes, punches, now, clock }: TimelineInput): TimelinePoint[] {
  const points = expectedPoints(plan);
  const at = now.getTime();
  // Each point's instant is read from the clock once: the mirror and the jobs plan weeks of days, and reading the
  // time zone (Intl) for every punch of every day was most of a mirror's time (issue 22 'Done when').
  const instants = new Map(points.map((point) => [point, clock.instantAt(plan.day, point.expectedTime, point.dayOffset)]));
  const instant = (point: ExpectedPoint) => instants.get(point) ?? clock.instantAt(plan.day, point.expectedTime, point.dayOffset);
  const closes = (point: ExpectedPoint) => instant(point) + pointWindow(point.type) * MINUTE_MS;
  const registerOf = (point: ExpectedPoint) =>
    punches.filter((punch) => samePoint(punch, plan.day, point)).sort((a, b) => a.nsr - b.nsr)[0] ?? null;
  const passed = (point: ExpectedPoint) => at > closes(point);
  const entry = points[0];
  const exit = points[points.length - 1];
  // A late entry (issue 22 §1): a punch out of schedule after the entry's window closed and while the shift runs
  // counts as the entry for the later points, which keep their own windows. The entry alone stays unregistered,
  // so one late arrival raises one alert (its AJUSTAR links that punch), not one for every point after it.
  const [entryCloses, exitCloses] = [closes(entry), closes(exit)];
  const lateEntry = punches.some((punch) => {
    const punched = Date.parse(punch.punchedAt);
    return punch.pointType === null && punched > entryCloses && punched <= exitCloses;
  });
  const entryRegistered = registerOf(entry) !== null || lateEntry;

  return points.map((point) => {
    const register = registerOf(point);
    const expected = instant(point);
    const window = pointWindow(point.type) * MINUTE_MS;
    const start = startOf(points, point);
    const startRegistered = start === null || registerOf(start) !== null;
    const limited = point.type === 'ENTRY' && entryLimitMinutes !== null;
    const cannotRegister = limited && register === null && at > expected + (entryLimitMinutes ?? 0) * MINUTE_MS;
    const situation: PointSituation = register
      ? 'REGISTERED'
      : start && !startRegistered && passed(start)
        ? 'BREAK_START_NOT_REGISTERED'
        : passed(point)
          ? 'PENDING'
          : 'AWAITING';
    return {
      ...point,
      day: plan.day,
      expectedAt: clock.iso(expected),
      title: pointTitle(point),
      register: register && { nsr: register.nsr, registerDate: register.punchedAt },
      situation,
      canRegister:
        register === null &&
        !cannotRegister &&
        (point === entry || entryRegistered) &&
        startRegistered &&
        Math.abs(at - expected) <= window,
      faded: register === null && at < expected - window,
      cannotRegister,
      limitTime: limited ? clockTime(point.minute + (entryLimitMinutes ?? 0)) : null,
    };
  });
}

/** Which point the person meant (002 §7.1 POST /point-registers body): it only breaks ties between open windows. */
export interface PointIntent {
  type?: PointType | null;
  breakName?: string | null;
  /** The point's expected instant as the timeline showed it. */
  pointStartDate?: string | null;
}

function matches(point: TimelinePoint, intent: PointIntent): boolean {
  if (intent.type && intent.type !== point.type) return false;
  if (intent.breakName && intent.breakName !== point.breakName) return false;
  return !intent.pointStartDate || Date.parse(intent.pointStartDate) === Date.parse(point.expectedAt);
}

/**
 * The point a punch made at the timelines' `now` registers: among the points showing REGISTRAR then, the one the
 * person meant, else the one nearest its expected time. Null when none shows it: the punch is still recorded,
 * out of schedule (Portaria 671 art. 74).
 */
export function assignPunch(points: readonly TimelinePoint[], at: Date, intent: PointIntent = {}): TimelinePoint | null {
  const open = points.filter((point) => point.canRegister);
  const distance = (point: TimelinePoint) => Math.abs(at.getTime() - Date.parse(point.expectedAt));
  const hasIntent = Boolean(intent.type || intent.breakName || intent.pointStartDate);
  const meant = hasIntent ? open.filter((point) => matches(point, intent)) : [];
  const candidates = meant.length > 0 ? meant : open;
  return [...candidates].sort((a, b) => distance(a) - distance(b))[0] ?? null;
}
