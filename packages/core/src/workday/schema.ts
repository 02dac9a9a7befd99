import * as z from 'zod/mini';
import { isCalendarDay } from '../ground/calendar-day';
import { filled, firstFailing, requiredString, requiredText, whenValid } from '../fields';
import { MSG, SERVER_MSG } from '../messages';
import { WORKDAY_MSG } from './messages';
import {
  BREAK_TIMES,
  breaksCount,
  EXTRA_HOURS_PER_DAY,
  INTERVAL_COMPENSATION,
  isDayScale,
  MAIN_BREAK_TIMES,
  NUMBER_OF_BREAKS,
  POINT_TYPES,
  SCALE_TYPE_LABEL,
  SCALE_TYPES,
  TOLERANCE_TIMES,
  WEEK_DAYS,
} from './options';
import {
  breakOutsideSchedule,
  computeTotals,
  dailyNetMinutes,
  EMPTY_DAY,
  EMPTY_WEEK,
  fixedDayScale,
  leavesWeeklyRest,
  longestWeeklyRest,
  overlappingBreaks,
  repeatedBreakNames,
  shortRestsBetweenDays,
  WEEK_SCALE_RULES,
  weeklyMinutes,
  type DaySchedule,
  type JourneyBreak,
  type ScaleHours,
  type StandardWeekScale,
  type WeekScaleType,
} from './rules';
import { isClockTime } from './time';
import { NIGHT_KINDS } from '../timeclock/night-work';
import { requiredMainBreak } from '../timeclock/breaks';
import { WEEKLY_REST_MINUTES } from '../timeclock/rest';

// A journey (jornada, spec 002 §3 'Workday'): the three wizard steps DETALHES DA JORNADA, ESCALA and PAUSAS
// (§2.9), each a schema the form and the handler share, with every rule of §5.10–§5.12 on the path of the
// field that shows it. Times are 'HH:mm'; durations (breaks, tolerances) are minutes.

export { breaksOutsideSchedule, computeTotals, dailyNetMinutes, fixedDayScale, weeklyMinutes } from './rules';
export type { DaySchedule, JourneyBreak, StandardWeekScale } from './rules';

type Issue = { path: PropertyKey[]; message: string };

/** Pushes rule issues that leave the other rules running, so a form shows every message at once. */
function pushIssues(payload: z.core.ParsePayload, issues: Issue[]) {
  for (const { path, message } of issues) {
    payload.issues.push({ code: 'custom', message, path, input: payload.value, continue: true });
  }
}

/** A required choice among numeric options (minutes). */
function optionField(options: readonly number[]) {
  return z.number({ error: MSG.required }).check(z.refine((value) => options.includes(value), SERVER_MSG.invalidInput));
}

/** A required 'HH:mm': blank → 'Campo obrigatório', otherwise not a time → 'Horário Invalido'. */
function clockTimeField() {
  return z
    .string({ error: MSG.required })
    .check(z.trim(), firstFailing<string>([filled, MSG.required], [isClockTime, WORKDAY_MSG.invalidTime]));
}

// ── DETALHES DA JORNADA (§5.10) ────────────────────────────────────────────────────────────────────────────

const detailsShape = {
  name: requiredText(MSG.required),
  pointType: z.enum(POINT_TYPES, { error: MSG.required }),
  intervalCompensation: z.enum(INTERVAL_COMPENSATION, { error: MSG.required }),
  entryDelayTime: optionField(TOLERANCE_TIMES),
  breakDelayTime: optionField(TOLERANCE_TIMES),
  anticipationExitTime: optionField(TOLERANCE_TIMES),
  breakAnticipationTime: optionField(TOLERANCE_TIMES),
  limited: z.boolean({ error: MSG.required }),
  /** Minutes; required only when `limited` (null otherwise). */
  limitTime: z._default(z.nullable(optionField(TOLERANCE_TIMES)), null),
  extraHourPerDay: optionField(EXTRA_HOURS_PER_DAY),
  /** Ours (issue 22 §2): the night its work is counted in; journeys stored before it are urban (CLT art. 73). */
  nightWork: z._default(z.enum(NIGHT_KINDS, { error: MSG.required }), 'URBAN'),
};

type LimitFields = { limited: boolean; limitTime: number | null };

const detailsChecks = [
  z.check<LimitFields>(
    (payload) => {
      if (payload.value.limited && payload.value.limitTime === null) {
        pushIssues(payload, [{ path: ['limitTime'], message: MSG.required }]);
      }
    },
    { when: whenValid('limited', 'limitTime') },
  ),
  // An unlimited entry keeps no limit time.
  z.check<LimitFields>((payload) => {
    if (!payload.value.limited) payload.value = { ...payload.value, limitTime: null };
  }),
] as const;

export const journeyDetailsSchema = z.object(detailsShape).check(...detailsChecks);
export type JourneyDetails = z.infer<typeof journeyDetailsSchema>;

// ── ESCALA (§4.6, §5.11) ───────────────────────────────────────────────────────────────────────────────────

/** One day's hours; what a used day needs is checked with the scale, since the ticked days decide it. */
const daySchema = z.object({
  enterTime: z._default(z.string({ error: WORKDAY_MSG.invalidTime }).check(z.trim()), ''),
  exitTime: z._default(z.string({ error: WORKDAY_MSG.invalidTime }).check(z.trim()), ''),
  mainBreak: z._default(z.nullable(z.number({ error: MSG.required })), null),
});
const dayField = z._default(daySchema, EMPTY_DAY);
const dayFlag = z.boolean({ error: MSG.required });

const weekSchema = z.object({
  isEqualTime: dayFlag,
  isMonday: dayFlag,
  isTuesday: dayFlag,
  isWednesday: dayFlag,
  isThursday: dayFlag,
  isFriday: dayFlag,
  isSaturday: dayFlag,
  isSunday: dayFlag,
  monday: dayField,
  tuesday: dayField,
  wednesday: dayField,
  thursday: dayField,
  friday: dayField,
  saturday: dayField,
  sunday: dayField,
  standardTime: dayField,
});

const scaleShape = {
  scaleType: z.enum(SCALE_TYPES, { error: MSG.required }),
  /** The journey observes holidays (FERIADOS 'Aplicado'); forced true on 12/36 and 24/48. */
  holidays: z.boolean({ error: MSG.required }),
  /** Weekly and call-center scales. */
  standardWeekScale: z._default(weekSchema, EMPTY_WEEK),
  /** 12/36 and 24/48: the shift; its exit is computed (entry + 12 h / + 24 h). */
  standardDayScale: z._default(z.object({ standardDay: dayField }), { standardDay: EMPTY_DAY }),
  /** 12/36 and 24/48: a first worked day 'yyyy-MM-dd'; without it each person's cycle starts on admission. */
  cycleStart: z._default(z.nullable(z.string({ error: WORKDAY_MSG.invalidCycleStart }).check(z.trim())), null),
  /** Ours (issue 22 §3): a collective agreement sets a main break under 1 h (CLT art. 611-A III, 30 min at least). */
  agreedMainBreak: z._default(z.boolean({ error: MSG.required }), false),
  /** Ours (issue 22 §3): the main break is pre-assigned (CLT art. 74 §2), so it is not punched. */
  preAssignedBreak: z._default(z.boolean({ error: MSG.required }), false),
  /** 'HH:mm', computed on parse: whatever the client sends is replaced. */
  totalHours: z._default(z.string(), ''),
  /** 'HH:mm', computed on parse. */
  nightAdditional: z._default(z.string(), ''),
};

type ScaleFields = ScaleHours & {
  holidays: boolean;
  cycleStart: string | null;
  agreedMainBreak: boolean;
  preAssignedBreak: boolean;
  totalHours: string;
  nightAdditional: string;
};

/** Where the scale-wide messages show: the total on screen and the row of day boxes. */
export const SCALE_MESSAGE_PATH = {
  weeklyHours: ['totalHours'],
  dayCount: ['standardWeekScale', 'days'],
} as const;

/** A used day's fields: entry and exit times, and the main break. */
function dayFieldIssues(path: PropertyKey[], day: DaySchedule, exitNeeded: boolean): Issue[] {
  const time = (field: 'enterTime' | 'exitTime'): Issue[] => {
    if (!day[field]) return [{ path: [...path, field], message: MSG.required }];
    return isClockTime(day[field]) ? [] : [{ path: [...path, field], message: WORKDAY_MSG.invalidTime }];
  };
  const mainBreak = (): Issue[] => {
    if (day.mainBreak === null) return [{ path: [...path, 'mainBreak'], message: MSG.required }];
    const known = (MAIN_BREAK_TIMES as readonly number[]).includes(day.mainBreak);
    return known ? [] : [{ path: [...path, 'mainBreak'], message: SERVER_MSG.invalidInput }];
  };
  return [...time('enterTime'), ...(exitNeeded ? time('exitTime') : []), ...mainBreak()];
}

/** The used days with the path of their hours: `standardTime` once when all days are equal. */
function usedDayPaths(week: StandardWeekScale): { path: PropertyKey[]; day: DaySchedule }[] {
  if (week.isEqualTime) return [{ path: ['standardWeekScale', 'standardTime'], day: week.standardTime }];
  return WEEK_DAYS.filter(({ flag }) => week[flag]).map(({ key }) => ({ path: ['standardWeekScale', key], day: week[key] }));
}

/**
 * The row of day boxes: the spec's count of days when the scale has one, else the weekly rest (CLT art. 67),
 * which the counts of the other scales already ensure. One message, so the row shows the spec's first.
 */
function dayCountIssues(scaleType: WeekScaleType, week: StandardWeekScale): Issue[] {
  const { requiredDays } = WEEK_SCALE_RULES[scaleType];
  const ticked = WEEK_DAYS.filter(({ flag }) => week[flag]).length;
  const path = [...SCALE_MESSAGE_PATH.dayCount];
  if (requiredDays !== null && ticked !== requiredDays) {
    return [{ path, message: WORKDAY_MSG.daysCount(ticked, SCALE_TYPE_LABEL[scaleType], requiredDays) }];
  }
  return leavesWeeklyRest(week) ? [] : [{ path, message: WORKDAY_MSG.weeklyRest }];
}

/**
 * Less than 11 h between consecutive days (CLT art. 66), on the later day's entry; an equal-time week has
 * one entry, so it names the first such pair once.
 */
function restIssues(scale: ScaleHours): Issue[] {
  const week = scale.standardWeekScale;
  const short = shortRestsBetweenDays(scale);
  return (week.isEqualTime ? short.slice(0, 1) : short).map(({ before, after }) => ({
    path: ['standardWeekScale', week.isEqualTime ? 'standardTime' : after.key, 'enterTime'],
    message: WORKDAY_MSG.restBetweenDays(before.label.toLocaleLowerCase('pt-BR'), after.label.toLocaleLowerCase('pt-BR')),
  }));
}

/**
 * A main break shorter than art. 71 asks for a day of `net` minutes: under 1 h on a day over 6 h only where a
 * collective agreement sets it (art. 611-A III, never under 30 min: the options' least).
 */
function mainBreakIssues(path: PropertyKey[], net: number, mainBreak: number, agreed: boolean): Issue[] {
  const required = requiredMainBreak(net, agreed ? mainBreak : null);
  return mainBreak >= required ? [] : [{ path: [...path, 'mainBreak'], message: WORKDAY_MSG.mainBreakTooShort }];
}

/** Every rule of §5.11 on a scale whose fields parsed. */
export function scaleIssues(scale: ScaleFields): Issue[] {
  const { scaleType } = scale;
  if (isDayScale(scaleType)) {
    const cycle = scale.cycleStart && !isCalendarDay(scale.cycleStart) ? [{ path: ['cycleStart'], message: WORKDAY_MSG.invalidCycleStart }] : [];
    // The exit is computed from the entry, so only the entry and the break are asked for.
    const path = ['standardDayScale', 'standardDay'];
    const shift = scale.standardDayScale.standardDay;
    const fields = dayFieldIssues(path, shift, false);
    const breakRule = fields.length > 0 ? [] : mainBreakIssues(path, dailyNetMinutes(scaleType, shift), shift.mainBreak ?? 0, scale.agreedMainBreak);
    return [...fields, ...breakRule, ...cycle];
  }
  const week = scale.standardWeekScale;
  const rules = WEEK_SCALE_RULES[scaleType];
  const label = SCALE_TYPE_LABEL[scaleType];
  const dayCount = dayCountIssues(scaleType, week);
  const used = usedDayPaths(week);
  const fieldIssues = used.flatMap(({ path, day }) => dayFieldIssues(path, day, true));
  if (fieldIssues.length > 0) return [...fieldIssues, ...dayCount];

  const dayIssues = used.flatMap(({ path, day }) => {
    const net = dailyNetMinutes(scaleType, day);
    if (net <= 0 || net > rules.dailyNetMinutes) return [{ path: [...path, 'exitTime'], message: WORKDAY_MSG.dayInconsistency }];
    return mainBreakIssues(path, net, day.mainBreak ?? 0, scale.agreedMainBreak);
  });
  const weeklyRest = longestWeeklyRest(week);
  const restWeek = weeklyRest === null || weeklyRest >= WEEKLY_REST_MINUTES ? [] : [{ path: [...SCALE_MESSAGE_PATH.dayCount], message: WORKDAY_MSG.weeklyRestHours(weeklyRest) }];
  // Exactly the cap, or less but not nothing (44:00 passes, 44:01 and 00:00 do not).
  const total = weeklyMinutes(scale);
  const weekly =
    total > 0 && total <= rules.weeklyHours * 60
      ? []
      : [{ path: [...SCALE_MESSAGE_PATH.weeklyHours], message: WORKDAY_MSG.weeklyHoursExceeded(label, `${rules.weeklyHours} horas`) }];
  return [...dayIssues, ...restIssues(scale), ...weekly, ...(dayCount.length > 0 ? dayCount : restWeek)];
}

/**
 * The scale as stored: 12/36 and 24/48 get holidays 'yes' and their computed exit; unused days are cleared
 * (the other kind's hours, unticked days, `standardTime` or the days it replaces); totals are computed.
 */
export function normalizedScale<T extends ScaleFields>(scale: T): T {
  const { scaleType } = scale;
  if (isDayScale(scaleType)) {
    const standardDay = scale.standardDayScale.standardDay;
    const fixed = fixedDayScale(scaleType, standardDay.enterTime);
    return {
      ...scale,
      holidays: fixed.holidays,
      standardWeekScale: { ...EMPTY_WEEK },
      standardDayScale: { standardDay: { ...standardDay, exitTime: fixed.exitTime } },
      cycleStart: scale.cycleStart || null,
      totalHours: fixed.totalHours,
      nightAdditional: fixed.nightAdditional,
    };
  }
  const week = scale.standardWeekScale;
  const standardWeekScale = { ...week, standardTime: week.isEqualTime ? week.standardTime : EMPTY_DAY };
  for (const { key, flag } of WEEK_DAYS) standardWeekScale[key] = week[flag] && !week.isEqualTime ? week[key] : EMPTY_DAY;
  const normalized = { ...scale, standardWeekScale, standardDayScale: { standardDay: EMPTY_DAY }, cycleStart: null };
  return { ...normalized, ...computeTotals(normalized) };
}

const SCALE_FIELDS = ['scaleType', 'standardWeekScale', 'standardDayScale', 'cycleStart'] as const;

const scaleChecks = [
  z.check<ScaleFields>((payload) => pushIssues(payload, scaleIssues(payload.value)), { when: whenValid(...SCALE_FIELDS) }),
  // Only a valid scale is normalized (the server stores its totals, never the client's).
  z.check<ScaleFields>((payload) => {
    if (payload.issues.length === 0) payload.value = normalizedScale(payload.value);
  }),
] as const;

export const journeyScaleSchema = z.object(scaleShape).check(...scaleChecks);
export type JourneyScale = z.infer<typeof journeyScaleSchema>;

// ── PAUSAS (§4.6, §5.12) ──────────────────────────────────────────────────────────────────────────────────

const breakSchema = z.object({
  id: requiredString(MSG.required),
  description: requiredText(MSG.required, 60),
  /** Minutes (BREAK_TIMES). */
  time: optionField(BREAK_TIMES),
  start: clockTimeField(),
});

const breaksShape = {
  numberOfBreaks: z.enum(NUMBER_OF_BREAKS, { error: MSG.required }),
  breaks: z._default(z.array(breakSchema), []),
};

type BreaksFields = { numberOfBreaks: (typeof NUMBER_OF_BREAKS)[number]; breaks: JourneyBreak[] };

/** The breaks' own rules: as many as chosen, no repeated description (any case), no overlap. */
export function breaksIssues({ numberOfBreaks, breaks }: BreaksFields): Issue[] {
  if (breaks.length !== breaksCount(numberOfBreaks)) return [{ path: ['numberOfBreaks'], message: WORKDAY_MSG.breaksCountMismatch }];
  return [
    ...repeatedBreakNames(breaks).map((index) => ({ path: ['breaks', index, 'description'], message: WORKDAY_MSG.repeatedBreakNames })),
    ...overlappingBreaks(breaks).map((index) => ({ path: ['breaks', index, 'start'], message: WORKDAY_MSG.overlappingBreaks })),
  ];
}

/** Each break lies within the hours of every day the scale works (overnight shifts included). */
export function breaksScheduleIssues(scale: ScaleHours, breaks: readonly JourneyBreak[]): Issue[] {
  return breaks.flatMap((brk, index) =>
    breakOutsideSchedule(scale, brk) ? [{ path: ['breaks', index, 'start'], message: WORKDAY_MSG.breaksOutsideSchedule }] : [],
  );
}

const BREAK_FIELDS = ['numberOfBreaks', 'breaks'] as const;

const isObject = (value: unknown) => typeof value === 'object' && value !== null;

/**
 * The breaks' rules, and the hours rule when `scaleOf` gives a scale to check them against. One check, so
 * the breaks' own messages do not hide the hours message.
 */
function breaksRules<T extends BreaksFields>(scaleOf: (payload: z.core.ParsePayload<T>) => ScaleHours | null) {
  return z.check<T>(
    (payload) => {
      if (!isObject(payload.value) || !whenValid(...BREAK_FIELDS)(payload)) return;
      const scale = scaleOf(payload);
      const schedule = scale ? breaksScheduleIssues(scale, payload.value.breaks) : [];
      pushIssues(payload, [...breaksIssues(payload.value), ...schedule]);
    },
    { when: () => true },
  );
}

/** The PAUSAS step alone; the hours rule needs the scale: see `journeyBreaksSchemaFor`. */
export const journeyBreaksSchema = z.object(breaksShape).check(breaksRules(() => null));
export type JourneyBreaks = z.infer<typeof journeyBreaksSchema>;

/** The PAUSAS step of a journey whose scale is known (the edit tab, PUT /workday/update/breaks). */
export function journeyBreaksSchemaFor(scale: ScaleHours) {
  return z.object(breaksShape).check(breaksRules(() => scale));
}

// ── The whole journey ─────────────────────────────────────────────────────────────────────────────────────

const journeyShape = { ...detailsShape, ...scaleShape, ...breaksShape };
type JourneyFields = LimitFields & ScaleFields & BreaksFields;

const journeyChecks = [
  ...detailsChecks,
  scaleChecks[0],
  // Against the journey's own scale, once its fields (and day rules) pass.
  breaksRules<JourneyFields>((payload) => (whenValid(...SCALE_FIELDS)(payload) ? payload.value : null)),
  scaleChecks[1],
] as const;

/** The wizard's three steps together (POST /workday without the company). */
export const newJourneySchema = z.object(journeyShape).check(...journeyChecks);
export type NewJourney = z.infer<typeof newJourneySchema>;

/** Body of POST /workday (spec 002 §7.5): details, scale and breaks fields, and the company. */
export const newJourneyBodySchema = z.object({ ...journeyShape, company: requiredText(MSG.required) }).check(...journeyChecks);

/** A stored journey, as the API answers it (spec 002 §3 'Workday'). */
export interface Journey extends NewJourney {
  _id: string;
  company: string;
  /** Active (Ativo) or not (Desativado). */
  status: boolean;
  /** Collaborators on this journey (the Colaboradores column); above 0 the journey cannot be edited. */
  totalEmployees: number;
  /** ISO date-time ('INICIADO EM'). */
  createdAt: string;
}

/** A row of GET workday/paginate: the whole journey, since the edit link carries it (§2.9). */
export type JourneyListItem = Journey;
