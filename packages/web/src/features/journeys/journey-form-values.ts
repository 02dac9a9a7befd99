import {
  WEEK_DAYS,
  type IntervalCompensation,
  type NumberOfBreaks,
  type PointType,
  type ScaleType,
} from '@colabora/core/workday/options';
import type { NightKind } from '@colabora/core/timeclock/night-work';
import { EMPTY_DAY, NEW_SCALE_WEEK } from '@colabora/core/workday/rules';
import type { DaySchedule, Journey, JourneyBreak, JourneyBreaks, StandardWeekScale } from '@colabora/core/workday/schema';
import { isClockTime } from '@colabora/core/workday/time';

// What each step's form holds before its core schema (core/workday/schema.ts) parses it: choices start
// empty ('' or null) so the schema says 'Campo obrigatório' until the person picks one.

export interface DetailsValues {
  name: string;
  pointType: PointType | '';
  intervalCompensation: IntervalCompensation | '';
  /** Minutes. */
  entryDelayTime: number | null;
  breakDelayTime: number | null;
  anticipationExitTime: number | null;
  breakAnticipationTime: number | null;
  limited: boolean | null;
  limitTime: number | null;
  extraHourPerDay: number | null;
  nightWork: NightKind;
}

export interface ScaleValues {
  scaleType: ScaleType | '';
  holidays: boolean | null;
  standardWeekScale: StandardWeekScale;
  standardDayScale: { standardDay: DaySchedule };
  /** 'yyyy-MM-dd', '' when the person's admission day starts the cycle. */
  cycleStart: string;
  agreedMainBreak: boolean;
  preAssignedBreak: boolean;
}

export interface BreakValues extends Omit<JourneyBreak, 'time'> {
  time: number | null;
}

export interface BreaksValues {
  numberOfBreaks: NumberOfBreaks | '';
  breaks: BreakValues[];
}

export interface JourneyValues {
  details: DetailsValues;
  scale: ScaleValues;
  breaks: BreaksValues;
}

/**
 * The week with each day in an object of its own. Formik marks every field touched on submit by walking the
 * values, and skips an object it has already met: days sharing one object (EMPTY_DAY) would keep their
 * messages hidden.
 */
function ownDays(week: StandardWeekScale): StandardWeekScale {
  const copy = { ...week, standardTime: { ...week.standardTime } };
  for (const { key } of WEEK_DAYS) copy[key] = { ...week[key] };
  return copy;
}

export const NEW_JOURNEY_VALUES: JourneyValues = {
  details: {
    name: '',
    pointType: '',
    // The only option the spec offers.
    intervalCompensation: 'noCompensation',
    entryDelayTime: null,
    breakDelayTime: null,
    anticipationExitTime: null,
    breakAnticipationTime: null,
    limited: null,
    limitTime: null,
    extraHourPerDay: null,
    // Most journeys are urban (CLT art. 73); a rural one says so.
    nightWork: 'URBAN',
  },
  // Spec 002 §4.6: a new scale starts with Monday to Friday ticked.
  scale: {
    scaleType: '',
    holidays: null,
    standardWeekScale: ownDays(NEW_SCALE_WEEK),
    standardDayScale: { standardDay: { ...EMPTY_DAY } },
    cycleStart: '',
    // By law the main break is at least 1 h and punched (CLT arts. 71, 74): the exceptions are chosen.
    agreedMainBreak: false,
    preAssignedBreak: false,
  },
  breaks: { numberOfBreaks: '', breaks: [] },
};

/** No breaks: what AVISO leaves when the new hours would put breaks outside them (spec 002 §4.6). */
export const NO_BREAKS: JourneyBreaks = { numberOfBreaks: '0Breaks', breaks: [] };

/** A stored journey as the three forms of the edit screen. */
export function journeyValues(journey: Journey): JourneyValues {
  return {
    details: {
      name: journey.name,
      pointType: journey.pointType,
      intervalCompensation: journey.intervalCompensation,
      entryDelayTime: journey.entryDelayTime,
      breakDelayTime: journey.breakDelayTime,
      anticipationExitTime: journey.anticipationExitTime,
      breakAnticipationTime: journey.breakAnticipationTime,
      limited: journey.limited,
      limitTime: journey.limitTime,
      extraHourPerDay: journey.extraHourPerDay,
      nightWork: journey.nightWork,
    },
    scale: {
      scaleType: journey.scaleType,
      holidays: journey.holidays,
      standardWeekScale: ownDays(journey.standardWeekScale),
      standardDayScale: { standardDay: { ...journey.standardDayScale.standardDay } },
      cycleStart: journey.cycleStart ?? '',
      agreedMainBreak: journey.agreedMainBreak,
      preAssignedBreak: journey.preAssignedBreak,
    },
    breaks: { numberOfBreaks: journey.numberOfBreaks, breaks: journey.breaks },
  };
}

/** The breaks typed far enough to have a place in the day: those a new scale could leave outside its hours. */
export function placedBreaks(breaks: readonly BreakValues[]): JourneyBreak[] {
  return breaks.filter((brk): brk is JourneyBreak => brk.time !== null && isClockTime(brk.start));
}
