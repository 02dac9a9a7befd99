import type { DayPlan } from '../workday/schedule';
import { clockMinutes, clockTime, MINUTES_PER_DAY } from '../workday/time';
import type { PointType } from './point-types';

// The points a day's plan expects (spec 002 §3 PointRegister): the entry, each break's start and return, the
// main break's start and return, the exit. Times are 'HH:mm' on the company's clock, `dayOffset` days after the
// plan's day (a night shift's exit, a break after midnight). core/workday/schedule.ts `dayPlan` is the only source.

export interface ExpectedPoint {
  type: PointType;
  /** The journey break's id and name (002 §3 'breakName'); null for the entry, the exit and the main break. */
  breakId: string | null;
  breakName: string | null;
  expectedTime: string;
  dayOffset: number;
  /** Minutes after the plan day's midnight: the points' order. */
  minute: number;
}

/** Main-break starts are set on the half hour, as lunch breaks usually are. */
const MAIN_BREAK_STEP = 30;

const minuteOf = (time: string, dayOffset: number) => dayOffset * MINUTES_PER_DAY + (clockMinutes(time) ?? 0);

/**
 * Where the main break is expected: a journey gives only its length (002 §3 'mainBreak'), never its time. We
 * centre it in the shift, on the nearest half hour, so the work before and after it is about equal (CLT art. 71
 * asks for the break, not its time; a centred one keeps both halves as short as the shift allows). When that
 * meets a short break it starts when the short break ends. Null when the plan has no main break.
 */
export function mainBreakStart(plan: DayPlan): number | null {
  if (plan.mainBreak <= 0) return null;
  const enter = minuteOf(plan.enterTime, 0);
  const exit = minuteOf(plan.exitTime, plan.exitDayOffset);
  const latest = exit - plan.mainBreak;
  if (latest < enter) return null;
  const centred = Math.round((enter + latest) / 2 / MAIN_BREAK_STEP) * MAIN_BREAK_STEP;
  let start = Math.min(Math.max(centred, enter), latest);
  for (const brk of plan.breaks) {
    const [from, to] = [minuteOf(brk.start, brk.startDayOffset), minuteOf(brk.end, brk.endDayOffset)];
    if (start < to && from < start + plan.mainBreak && to <= latest) start = to;
  }
  return start;
}

/** At one minute: the entry first, returns before starts (one break ends as the next begins), the exit last. */
const ORDER: Record<PointType, number> = {
  ENTRY: 0,
  BREAK_RETURN: 1,
  MAIN_BREAK_RETURN: 1,
  BREAK_START: 2,
  MAIN_BREAK_START: 2,
  EXIT: 3,
};

function point(type: PointType, minute: number, brk: { id: string; description: string } | null = null): ExpectedPoint {
  return {
    type,
    breakId: brk?.id ?? null,
    breakName: brk?.description ?? null,
    expectedTime: clockTime(minute),
    dayOffset: Math.floor(minute / MINUTES_PER_DAY),
    minute,
  };
}

/** The day's expected points in the order they happen; a pre-assigned main break is not punched (CLT art. 74 §2). */
export function expectedPoints(plan: DayPlan): ExpectedPoint[] {
  const main = plan.preAssignedBreak ? null : mainBreakStart(plan);
  const points = [
    point('ENTRY', minuteOf(plan.enterTime, 0)),
    ...plan.breaks.flatMap((brk) => [
      point('BREAK_START', minuteOf(brk.start, brk.startDayOffset), brk),
      point('BREAK_RETURN', minuteOf(brk.end, brk.endDayOffset), brk),
    ]),
    ...(main === null ? [] : [point('MAIN_BREAK_START', main), point('MAIN_BREAK_RETURN', main + plan.mainBreak)]),
    point('EXIT', minuteOf(plan.exitTime, plan.exitDayOffset)),
  ];
  return points.sort((a, b) => a.minute - b.minute || ORDER[a.type] - ORDER[b.type]);
}

/** The start a return needs registered first (002 §4.2); null for points that need none. */
export function startOf(points: readonly ExpectedPoint[], returning: ExpectedPoint): ExpectedPoint | null {
  if (returning.type === 'MAIN_BREAK_RETURN') return points.find((p) => p.type === 'MAIN_BREAK_START') ?? null;
  if (returning.type === 'BREAK_RETURN') return points.find((p) => p.type === 'BREAK_START' && p.breakId === returning.breakId) ?? null;
  return null;
}
