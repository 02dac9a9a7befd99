import { isDayScale, WEEK_DAYS, type DayScaleType, type ScaleType, type WeekDay, type WeekDayOption } from './options';
import { longestRest } from '../timeclock/rest';
import { clockMinutes, clockTime, durationText, MINUTES_PER_DAY, minutesForward, nightMinutes } from './time';

// The arithmetic of a journey's scale (spec 002 §4.6, §5.11, §5.12, §9), shared by the form (live totals,
// the AVISO dialog) and the server (which recomputes totals and never trusts the client's).

/** One day's hours. Blank times and a null break mean the day is not used. */
export interface DaySchedule {
  enterTime: string;
  exitTime: string;
  /** Minutes (MAIN_BREAK_TIMES). */
  mainBreak: number | null;
}

// Frozen: parsed defaults and normalized scales share them, so writing to one must fail, not spread.
export const EMPTY_DAY: DaySchedule = Object.freeze({ enterTime: '', exitTime: '', mainBreak: null });

export interface StandardWeekScale extends Record<WeekDay, DaySchedule> {
  /** Every ticked day has the hours of `standardTime`. */
  isEqualTime: boolean;
  isMonday: boolean;
  isTuesday: boolean;
  isWednesday: boolean;
  isThursday: boolean;
  isFriday: boolean;
  isSaturday: boolean;
  isSunday: boolean;
  standardTime: DaySchedule;
}

export interface StandardDayScale {
  standardDay: DaySchedule;
}

export const EMPTY_WEEK: StandardWeekScale = Object.freeze({
  isEqualTime: false,
  isMonday: false,
  isTuesday: false,
  isWednesday: false,
  isThursday: false,
  isFriday: false,
  isSaturday: false,
  isSunday: false,
  monday: EMPTY_DAY,
  tuesday: EMPTY_DAY,
  wednesday: EMPTY_DAY,
  thursday: EMPTY_DAY,
  friday: EMPTY_DAY,
  saturday: EMPTY_DAY,
  sunday: EMPTY_DAY,
  standardTime: EMPTY_DAY,
});

/** A new scale's week: Monday to Friday ticked (spec 002 §4.6). */
export const NEW_SCALE_WEEK: StandardWeekScale = Object.freeze({
  ...EMPTY_WEEK,
  isMonday: true,
  isTuesday: true,
  isWednesday: true,
  isThursday: true,
  isFriday: true,
});

/** What the arithmetic reads of a scale. */
export interface ScaleHours {
  scaleType: ScaleType;
  standardWeekScale: StandardWeekScale;
  standardDayScale: StandardDayScale;
}

/** A break ('pausa'): `start` 'HH:mm', `time` minutes. Breaks are working time; only the main break is not. */
export interface JourneyBreak {
  id: string;
  description: string;
  time: number;
  start: string;
}

export type WeekScaleType = Exclude<ScaleType, DayScaleType>;

/**
 * Weekly scales: the weekly cap in hours (CLT art. 58; 58-A for call centres), the most net minutes of one
 * day and the days that must be ticked (spec 002 §5.11, §9; none given for 5x1).
 */
export const WEEK_SCALE_RULES: Record<WeekScaleType, { weeklyHours: number; dailyNetMinutes: number; requiredDays: number | null }> = {
  '5x2': { weeklyHours: 44, dailyNetMinutes: 528, requiredDays: 5 },
  '6x1': { weeklyHours: 44, dailyNetMinutes: 440, requiredDays: 6 },
  '5x1': { weeklyHours: 44, dailyNetMinutes: 440, requiredDays: null },
  CALL_CENTER_30: { weeklyHours: 30, dailyNetMinutes: 360, requiredDays: 5 },
  CALL_CENTER_36: { weeklyHours: 36, dailyNetMinutes: 360, requiredDays: 6 },
};

/**
 * Day scales (CLT art. 59-A): a shift of `shiftHours`, then rest until the cycle of `cycleDays` calendar days
 * starts again (12/36 every other day, 24/48 one day in three). The spec fixes their totals at 48:00 and
 * 72:00: `referenceDays` shifts (4 × 12 h, 3 × 24 h), the same count that gives 24/48's night additional
 * of 21:00 (3 × the 7 night hours any 24 h shift holds).
 */
export const DAY_SCALE_RULES: Record<DayScaleType, { shiftHours: number; cycleDays: number; referenceDays: number }> = {
  '12/36': { shiftHours: 12, cycleDays: 2, referenceDays: 4 },
  '24/48': { shiftHours: 24, cycleDays: 3, referenceDays: 3 },
};

/** A worked weekday and the hours that apply to it. */
export interface WorkedDay {
  day: WeekDay;
  schedule: DaySchedule;
}

/** The hours of a weekday: its own, or `standardTime` when all days are equal. */
const hoursOf = (week: StandardWeekScale, day: WeekDay): DaySchedule => (week.isEqualTime ? week.standardTime : week[day]);

/** The ticked weekdays, Monday first, each with its hours (`standardTime` when all days are equal). */
export function workedDays(week: StandardWeekScale): WorkedDay[] {
  return WEEK_DAYS.filter(({ flag }) => week[flag]).map(({ key }) => ({ day: key, schedule: hoursOf(week, key) }));
}

/** CLT art. 67: a weekly scale leaves at least one day of the week unticked for the weekly rest. */
export function leavesWeeklyRest(week: StandardWeekScale): boolean {
  return workedDays(week).length < WEEK_DAYS.length;
}

/** CLT art. 66: consecutive hours of rest between the end of one working day and the start of the next. */
export const MIN_REST_BETWEEN_DAYS = 11 * 60;

/**
 * Minutes from the exit of `before` (past midnight when the shift is overnight) to the entry of `after` on the
 * next calendar day; negative when the shifts overlap, null when an entry is not a time.
 */
export function restBetweenDays(scaleType: ScaleType, before: DaySchedule, after: DaySchedule): number | null {
  const enter = clockMinutes(before.enterTime);
  const nextEnter = clockMinutes(after.enterTime);
  if (enter === null || nextEnter === null) return null;
  return MINUTES_PER_DAY + nextEnter - (enter + shiftMinutes(scaleType, before));
}

/**
 * Worked days followed by a worked next calendar day (Sunday by Monday too) with less than 11 h between them,
 * Monday first. A day off in between adds 24 h, which no weekly shift (under 11 h by the daily caps) can use
 * up. 12/36 and 24/48 have none: the scale is their rest.
 */
export function shortRestsBetweenDays(scale: ScaleHours): { before: WeekDayOption; after: WeekDayOption }[] {
  if (isDayScale(scale.scaleType)) return [];
  const week = scale.standardWeekScale;
  return WEEK_DAYS.flatMap((before, index) => {
    const after = WEEK_DAYS[(index + 1) % WEEK_DAYS.length];
    if (!week[before.flag] || !week[after.flag]) return [];
    const rest = restBetweenDays(scale.scaleType, hoursOf(week, before.key), hoursOf(week, after.key));
    return rest !== null && rest < MIN_REST_BETWEEN_DAYS ? [{ before, after }] : [];
  });
}

/**
 * The longest rest between two shifts of a weekly scale, the next week's first shift included (CLT art. 67 with
 * Súmula 110: it must reach 35 h); null for 12/36 and 24/48, whose cycle is the rest, and for a week of no day.
 */
export function longestWeeklyRest(week: StandardWeekScale): number | null {
  const shifts = WEEK_DAYS.flatMap(({ key, flag }, index) => {
    const enter = clockMinutes(hoursOf(week, key).enterTime);
    if (!week[flag] || enter === null) return [];
    const from = index * MINUTES_PER_DAY + enter;
    return [{ from, to: from + minutesForward(enter, clockMinutes(hoursOf(week, key).exitTime) ?? enter) }];
  });
  if (shifts.length === 0) return null;
  return longestRest([...shifts, { ...shifts[0], from: shifts[0].from + 7 * MINUTES_PER_DAY, to: shifts[0].to + 7 * MINUTES_PER_DAY }]);
}

/** The hours a scale uses: every ticked day's (weekly) or the shift's (12/36, 24/48). */
export function usedSchedules(scale: ScaleHours): DaySchedule[] {
  return isDayScale(scale.scaleType) ? [scale.standardDayScale.standardDay] : workedDays(scale.standardWeekScale).map(({ schedule }) => schedule);
}

/**
 * Minutes from entry to exit. An exit before the entry is on the next day (an equal one gives 0); a day
 * scale's shift has its fixed length (24/48's exit is the entry's own clock time). 0 when a time is missing.
 */
export function shiftMinutes(scaleType: ScaleType, day: DaySchedule): number {
  if (isDayScale(scaleType)) return DAY_SCALE_RULES[scaleType].shiftHours * 60;
  const enter = clockMinutes(day.enterTime);
  const exit = clockMinutes(day.exitTime);
  return enter === null || exit === null ? 0 : minutesForward(enter, exit);
}

/** Worked minutes of one day: the shift less the main break (spec 002 §5.11 'per-day net hours'). */
export function dailyNetMinutes(scaleType: ScaleType, day: DaySchedule): number {
  return shiftMinutes(scaleType, day) - (day.mainBreak ?? 0);
}

/**
 * The week's total: the net minutes of the ticked days; for 12/36 and 24/48 the fixed 48:00 and 72:00
 * (spec 002 §4.6).
 */
export function weeklyMinutes(scale: ScaleHours): number {
  if (isDayScale(scale.scaleType)) {
    const { shiftHours, referenceDays } = DAY_SCALE_RULES[scale.scaleType];
    return shiftHours * 60 * referenceDays;
  }
  return usedSchedules(scale).reduce((total, day) => total + dailyNetMinutes(scale.scaleType, day), 0);
}

/** Clock minutes of a day's shift inside 22:00–05:00 (the main break's place is not planned, so it stays in). */
export function shiftNightMinutes(scaleType: ScaleType, day: DaySchedule): number {
  const enter = clockMinutes(day.enterTime);
  return enter === null ? 0 : nightMinutes(enter, shiftMinutes(scaleType, day));
}

/** The week's night minutes: each ticked day's, or the shift's times the reference days. */
export function weeklyNightMinutes(scale: ScaleHours): number {
  const { scaleType } = scale;
  const days = isDayScale(scaleType) ? DAY_SCALE_RULES[scaleType].referenceDays : 1;
  return usedSchedules(scale).reduce((total, day) => total + days * shiftNightMinutes(scaleType, day), 0);
}

/** totalHours and nightAdditional ('HH:mm'), as the server stores them. */
export function computeTotals(scale: ScaleHours): { totalHours: string; nightAdditional: string } {
  return { totalHours: durationText(weeklyMinutes(scale)), nightAdditional: durationText(weeklyNightMinutes(scale)) };
}

/**
 * What choosing 12/36 or 24/48 fixes (spec 002 §4.6): holidays 'yes', the exit 12 h or 24 h after the entry
 * (blank until the entry is a time), the fixed total and the night additional of that entry.
 */
export function fixedDayScale(scaleType: DayScaleType, enterTime: string) {
  const enter = clockMinutes(enterTime);
  const shift = { enterTime, exitTime: '', mainBreak: null };
  if (enter !== null) shift.exitTime = clockTime(enter + DAY_SCALE_RULES[scaleType].shiftHours * 60);
  const totals = computeTotals({ scaleType, standardDayScale: { standardDay: shift }, standardWeekScale: EMPTY_WEEK });
  return { holidays: true as const, exitTime: shift.exitTime, ...totals };
}

/** A break placed on a shift: minutes from the entry to its start and to its end. */
export interface PlacedBreak {
  from: number;
  to: number;
}

/** Where a break falls in a shift that starts at `enter` (a start before the entry's clock time is after midnight). */
export function placeBreak(enter: number, brk: Pick<JourneyBreak, 'start' | 'time'>): PlacedBreak | null {
  const start = clockMinutes(brk.start);
  if (start === null) return null;
  const from = minutesForward(enter, start);
  return { from, to: from + brk.time };
}

/** The break lies inside the day's hours, overnight shifts included. */
export function breakWithinShift(scaleType: ScaleType, day: DaySchedule, brk: Pick<JourneyBreak, 'start' | 'time'>): boolean {
  const enter = clockMinutes(day.enterTime);
  const placed = enter === null ? null : placeBreak(enter, brk);
  return placed !== null && placed.to <= shiftMinutes(scaleType, day);
}

/** The break falls outside the hours of some day the scale uses: the break applies to every worked day. */
export function breakOutsideSchedule(scale: ScaleHours, brk: Pick<JourneyBreak, 'start' | 'time'>): boolean {
  return usedSchedules(scale).some((day) => !breakWithinShift(scale.scaleType, day, brk));
}

/** Some break falls outside the scale's hours: saving this scale asks first (the AVISO dialog, §4.6). */
export function breaksOutsideSchedule(scale: ScaleHours, breaks: readonly Pick<JourneyBreak, 'start' | 'time'>[]): boolean {
  return breaks.some((brk) => breakOutsideSchedule(scale, brk));
}

/** Two breaks share a minute, on the 24 h clock (a break may cross midnight). */
export function breaksOverlap(a: Pick<JourneyBreak, 'start' | 'time'>, b: Pick<JourneyBreak, 'start' | 'time'>): boolean {
  const aStart = clockMinutes(a.start);
  const bStart = clockMinutes(b.start);
  if (aStart === null || bStart === null) return false;
  return minutesForward(aStart, bStart) < a.time || minutesForward(bStart, aStart) < b.time;
}

/** Indexes of the breaks that overlap another. */
export function overlappingBreaks(breaks: readonly Pick<JourneyBreak, 'start' | 'time'>[]): number[] {
  return breaks.flatMap((brk, index) => (breaks.some((other, at) => at !== index && breaksOverlap(brk, other)) ? [index] : []));
}

/** Indexes of the breaks whose description another break repeats, ignoring case. */
export function repeatedBreakNames(breaks: readonly Pick<JourneyBreak, 'description'>[]): number[] {
  const key = (brk: Pick<JourneyBreak, 'description'>) => brk.description.trim().toLocaleLowerCase('pt-BR');
  return breaks.flatMap((brk, index) => (breaks.some((other, at) => at !== index && key(other) === key(brk)) ? [index] : []));
}
