import { addCalendarDays, isCalendarDay } from '../ground/calendar-day';
import { holidayCovers, type HolidayDays } from '../holiday/rules';
import { isDayScale, WEEK_DAYS } from './options';
import { DAY_SCALE_RULES, dailyNetMinutes, placeBreak, shiftMinutes, shiftNightMinutes, type DaySchedule } from './rules';
import type { Journey } from './schema';
import type { NightKind } from '../timeclock/night-work';
import { clockMinutes, clockTime, MINUTES_PER_DAY } from './time';

// What a journey plans for a calendar day: the one source the time clock, the point mirror and the employee's
// month view read. Days are 'yyyy-MM-dd' and times 'HH:mm' on the Sao Paulo wall clock; a time after
// midnight carries the days it is after the planned day (dayOffset).

/** A company holiday as stored (spec 002 §3 'Holiday'): one day, or a period with both ends included. */
export type ScheduleHoliday = HolidayDays & { name: string };

/** What a plan reads of a journey. */
export type JourneySchedule = Pick<Journey, 'scaleType' | 'holidays' | 'standardWeekScale' | 'standardDayScale' | 'cycleStart' | 'breaks'> &
  // Issue 22's settings; a journey stored before them has the defaults (urban night, a punched main break by law).
  Partial<Pick<Journey, 'nightWork' | 'agreedMainBreak' | 'preAssignedBreak'>>;

export interface ScheduleOptions {
  /** The company's holidays. */
  holidays?: readonly ScheduleHoliday[];
  /** The person's admission day: where a 12/36 or 24/48 cycle starts when the journey sets no cycleStart. */
  cycleStart?: string | null;
}

export interface PlannedBreak {
  id: string;
  description: string;
  /** Minutes. */
  time: number;
  start: string;
  startDayOffset: number;
  end: string;
  endDayOffset: number;
}

export interface DayPlan {
  day: string;
  enterTime: string;
  exitTime: string;
  /** 1 when the exit is on the next day (night shifts, 24/48). */
  exitDayOffset: number;
  /** Minutes of the main break (its time is not planned). */
  mainBreak: number;
  /** The breaks in the order they happen. */
  breaks: PlannedBreak[];
  /** Worked minutes: the shift less the main break (breaks are working time). */
  plannedMinutes: number;
  /** Clock minutes of the shift in 22:00–05:00 (CLT art. 73; not the reduced night hour). */
  nightMinutes: number;
  /** A holiday on this day that the journey works (it does not observe holidays, or it is a 12/36 or 24/48). */
  holiday: string | null;
  /** The night the day's work is counted in (CLT art. 73; rural: Lei 5.889/1973 art. 7). */
  night: NightKind;
  /** A collective agreement sets the main break under 1 h (CLT art. 611-A III): it is the least asked. */
  agreedMainBreak: boolean;
  /** The main break is pre-assigned (CLT art. 74 §2): not punched, presumed taken. */
  preAssignedBreak: boolean;
}

/** The holiday that falls on the day, if any (a period includes both ends). */
export function holidayOn(holidays: readonly ScheduleHoliday[], day: string): ScheduleHoliday | null {
  return holidays.find((holiday) => holidayCovers(holiday, day)) ?? null;
}

/**
 * Whether a holiday stops work. A weekly journey with holidays 'yes' does not work on them. 12/36 and 24/48
 * have holidays forced to 'yes' (spec 002 §4.6) and keep their cycle through them: under CLT art. 59-A their
 * pay already compensates holidays, so a holiday on a cycle day is still worked (and shown as worked).
 */
function observesHolidays(journey: JourneySchedule): boolean {
  return journey.holidays && !isDayScale(journey.scaleType);
}

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;

/** The hours the scale plans for the day, or null when it is a rest day of the scale. */
function scheduleOn(journey: JourneySchedule, day: string, options: ScheduleOptions): DaySchedule | null {
  const { scaleType } = journey;
  if (isDayScale(scaleType)) {
    const start = journey.cycleStart || options.cycleStart;
    if (!start || !isCalendarDay(start)) throw new RangeError(`A ${scaleType} journey needs a cycle start day`);
    const { cycleDays } = DAY_SCALE_RULES[scaleType];
    const offset = (((dayNumber(day) - dayNumber(start)) % cycleDays) + cycleDays) % cycleDays;
    return offset === 0 ? journey.standardDayScale.standardDay : null;
  }
  const week = journey.standardWeekScale;
  // getUTCDay: 0 is Sunday; WEEK_DAYS starts on Monday.
  const { key, flag } = WEEK_DAYS[(new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7];
  if (!week[flag]) return null;
  return week.isEqualTime ? week.standardTime : week[key];
}

const at = (minutes: number) => ({ time: clockTime(minutes), dayOffset: Math.floor(minutes / MINUTES_PER_DAY) });

/**
 * The plan of a calendar day: null on the scale's rest days and on holidays the journey observes. Day scales
 * count their cycle from the journey's cycleStart, else from `options.cycleStart` (the person's admission);
 * days before it follow the same cycle backwards.
 */
export function dayPlan(journey: JourneySchedule, day: string, options: ScheduleOptions = {}): DayPlan | null {
  if (!isCalendarDay(day)) throw new RangeError(`Not a calendar day: ${day}`);
  const schedule = scheduleOn(journey, day, options);
  const holiday = holidayOn(options.holidays ?? [], day);
  if (!schedule || (holiday && observesHolidays(journey))) return null;
  const enter = clockMinutes(schedule.enterTime) ?? 0;
  const length = shiftMinutes(journey.scaleType, schedule);
  const exit = at(enter + length);
  const breaks = journey.breaks
    .flatMap((brk) => {
      const placed = placeBreak(enter, brk);
      return placed && placed.to <= length ? [{ brk, from: enter + placed.from, to: enter + placed.to }] : [];
    })
    .sort((a, b) => a.from - b.from)
    .map(({ brk, from, to }) => {
      const [start, end] = [at(from), at(to)];
      return { ...brk, start: start.time, startDayOffset: start.dayOffset, end: end.time, endDayOffset: end.dayOffset };
    });
  return {
    day,
    enterTime: schedule.enterTime,
    exitTime: exit.time,
    exitDayOffset: exit.dayOffset,
    mainBreak: schedule.mainBreak ?? 0,
    breaks,
    plannedMinutes: dailyNetMinutes(journey.scaleType, schedule),
    nightMinutes: shiftNightMinutes(journey.scaleType, schedule),
    holiday: holiday?.name ?? null,
    night: journey.nightWork ?? 'URBAN',
    agreedMainBreak: journey.agreedMainBreak ?? false,
    preAssignedBreak: journey.preAssignedBreak ?? false,
  };
}

/** Titles of the month view's events (spec 002 §3 'Scale event'). */
export const SCALE_EVENT_TITLE = { work: 'Dia de trabalho', holiday: 'Feriado', rest: 'Folga' } as const;

/** An event of the employee's month view (GET /scale/month-scale); start and end 'yyyy-MM-ddTHH:mm', end exclusive. */
export interface ScaleEvent {
  title: (typeof SCALE_EVENT_TITLE)[keyof typeof SCALE_EVENT_TITLE];
  start: string;
  end: string;
  /** Holidays and days off cover the whole day. */
  allDay: boolean;
}

const monthStart = (year: number, month: number) => `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-01`;

/** The first and last calendar days of a month (1–12). */
export function monthRange(year: number, month: number): { first: string; last: string } {
  const first = monthStart(year, month);
  if (!isCalendarDay(first)) throw new RangeError(`Not a month: ${year}-${month}`);
  const next = month === 12 ? monthStart(year + 1, 1) : monthStart(year, month + 1);
  return { first, last: addCalendarDays(next, -1) };
}
