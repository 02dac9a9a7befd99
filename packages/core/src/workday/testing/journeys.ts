import { EMPTY_WEEK, type DaySchedule, type JourneyBreak, type StandardWeekScale } from '../rules';
import type { Journey, JourneyBreaks, JourneyDetails, JourneyScale, NewJourney } from '../schema';
import { WEEK_DAYS, type WeekDay } from '../options';

// Test fixtures: valid journeys the tests (core, handlers, screens) change one field at a time.

export const day = (enterTime: string, exitTime: string, mainBreak: number | null = 60): DaySchedule => ({ enterTime, exitTime, mainBreak });

/** A week with the given days ticked, each with its own hours (isEqualTime false). */
export function weekOf(days: Partial<Record<WeekDay, DaySchedule>>): StandardWeekScale {
  const week: StandardWeekScale = { ...EMPTY_WEEK };
  for (const { key, flag } of WEEK_DAYS) {
    const hours = days[key];
    if (hours) {
      week[key] = hours;
      week[flag] = true;
    }
  }
  return week;
}

/** A week with the given days ticked, all with `standardTime` (isEqualTime true). */
export function equalWeek(days: readonly WeekDay[], standardTime: DaySchedule): StandardWeekScale {
  const week: StandardWeekScale = { ...EMPTY_WEEK, isEqualTime: true, standardTime };
  for (const { key, flag } of WEEK_DAYS) week[flag] = days.includes(key);
  return week;
}

export const MONDAY_TO_FRIDAY = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const;
export const MONDAY_TO_SATURDAY = [...MONDAY_TO_FRIDAY, 'saturday'] as const;

export const VALID_DETAILS: JourneyDetails = {
  name: 'Comercial 44h',
  pointType: 'Normal',
  intervalCompensation: 'noCompensation',
  entryDelayTime: 10,
  breakDelayTime: 5,
  anticipationExitTime: 10,
  breakAnticipationTime: 5,
  limited: false,
  limitTime: null,
  extraHourPerDay: 120,
  nightWork: 'URBAN',
};

/** 5x2, 08:00–17:48 with a 60 min main break: 44:00 a week (the first example). */
export const COMMERCIAL_SCALE: JourneyScale = {
  scaleType: '5x2',
  holidays: true,
  standardWeekScale: equalWeek(MONDAY_TO_FRIDAY, day('08:00', '17:48')),
  standardDayScale: { standardDay: { enterTime: '', exitTime: '', mainBreak: null } },
  cycleStart: null,
  agreedMainBreak: false,
  preAssignedBreak: false,
  totalHours: '44:00',
  nightAdditional: '00:00',
};

export const coffeeBreak = (start: string, time = 15, description = 'Café', id = description): JourneyBreak => ({ id, description, time, start });

export const VALID_JOURNEY: NewJourney = {
  ...VALID_DETAILS,
  ...COMMERCIAL_SCALE,
  numberOfBreaks: '1Breaks',
  breaks: [coffeeBreak('10:00')],
};

/** VALID_JOURNEY as the API answers it (GET, the list rows): with its id, company, status and headcount. */
export function storedJourney(overrides: Partial<Journey> = {}): Journey {
  return {
    _id: 'j-1',
    company: 'c-1',
    ...VALID_JOURNEY,
    status: true,
    totalEmployees: 0,
    createdAt: '2026-02-03T13:00:00.000Z',
    ...overrides,
  };
}

/** A 12/36 night shift, 19:00 to 07:00 the next day, without breaks nor a cycle day of its own. */
export const NIGHT_SHIFT_SCALE: JourneyScale & JourneyBreaks = {
  scaleType: '12/36',
  holidays: true,
  standardWeekScale: EMPTY_WEEK,
  standardDayScale: { standardDay: day('19:00', '07:00') },
  cycleStart: null,
  agreedMainBreak: false,
  preAssignedBreak: false,
  totalHours: '48:00',
  nightAdditional: '28:00',
  numberOfBreaks: '0Breaks',
  breaks: [],
};
