import { describe, expect, it } from 'vitest';
import { issuesByPath, messagesAt } from '../admission/testing/issues';
import { MSG, SERVER_MSG } from '../messages';
import { WORKDAY_MSG } from './messages';
import { SCALE_TYPE_LABEL, type ScaleType } from './options';
import { EMPTY_DAY, EMPTY_WEEK, type StandardWeekScale } from './rules';
import {
  journeyBreaksSchema,
  journeyBreaksSchemaFor,
  journeyDetailsSchema,
  journeyScaleSchema,
  newJourneyBodySchema,
  newJourneySchema,
  SCALE_MESSAGE_PATH,
  type JourneyScale,
} from './schema';
import {
  COMMERCIAL_SCALE,
  coffeeBreak,
  day,
  equalWeek,
  MONDAY_TO_FRIDAY,
  MONDAY_TO_SATURDAY,
  VALID_DETAILS,
  VALID_JOURNEY,
  weekOf,
} from './testing/journeys';

const weekly = (scaleType: ScaleType, standardWeekScale: StandardWeekScale) => ({ ...COMMERCIAL_SCALE, scaleType, standardWeekScale });
const weeklyPath = SCALE_MESSAGE_PATH.weeklyHours.join('.');
const dayCountPath = SCALE_MESSAGE_PATH.dayCount.join('.');
const weeklyMessage = (scaleType: ScaleType, hours: number) => WORKDAY_MSG.weeklyHoursExceeded(SCALE_TYPE_LABEL[scaleType], `${hours} horas`);

describe('journeyDetailsSchema (spec 002 §5.10)', () => {
  it('accepts the details and drops the limit time of an unlimited entry', () => {
    const result = journeyDetailsSchema.safeParse({ ...VALID_DETAILS, limitTime: 10 });
    expect(result.success && result.data.limitTime).toBe(null);
  });

  it("requires every field: 'Campo obrigatório'", () => {
    const result = journeyDetailsSchema.safeParse({ name: '  ' });
    const fields = ['name', 'pointType', 'intervalCompensation', 'entryDelayTime', 'breakDelayTime', 'anticipationExitTime'];
    for (const field of [...fields, 'breakAnticipationTime', 'limited', 'extraHourPerDay']) {
      expect(messagesAt(result, field), field).toEqual([MSG.required]);
    }
  });

  it('requires the limit time only when the entry is limited', () => {
    const limited = journeyDetailsSchema.safeParse({ ...VALID_DETAILS, limited: true, limitTime: null });
    expect(issuesByPath(limited)).toEqual({ limitTime: [MSG.required] });
    const withLimit = journeyDetailsSchema.safeParse({ ...VALID_DETAILS, limited: true, limitTime: 15 });
    expect(withLimit.success && withLimit.data.limitTime).toBe(15);
  });

  it('takes only the listed options', () => {
    const result = journeyDetailsSchema.safeParse({ ...VALID_DETAILS, entryDelayTime: 7, extraHourPerDay: 45, pointType: 'Extra' });
    expect(issuesByPath(result)).toEqual({
      entryDelayTime: [SERVER_MSG.invalidInput],
      extraHourPerDay: [SERVER_MSG.invalidInput],
      pointType: [MSG.required],
    });
  });
});

describe('journeyScaleSchema fields (spec 002 §5.11)', () => {
  it('requires the scale type, holidays and the day flags of a weekly scale', () => {
    const { isMonday: _dropped, ...week } = COMMERCIAL_SCALE.standardWeekScale;
    const result = journeyScaleSchema.safeParse({ standardWeekScale: week });
    expect(messagesAt(result, 'scaleType')).toEqual([MSG.required]);
    expect(messagesAt(result, 'holidays')).toEqual([MSG.required]);
    expect(messagesAt(result, 'standardWeekScale.isMonday')).toEqual([MSG.required]);
  });

  it("asks each ticked day for entry, exit ('Horário Invalido') and main break, and nothing of the others", () => {
    const week = weekOf({ monday: day('', '25:00', null), tuesday: day('8:00', '17:00'), wednesday: day('08:00', '17:00', 45) });
    week.thursday = day('x', 'y', null); // not ticked
    const result = journeyScaleSchema.safeParse(weekly('5x1', week));
    expect(issuesByPath(result)).toEqual({
      'standardWeekScale.monday.enterTime': [MSG.required],
      'standardWeekScale.monday.exitTime': [WORKDAY_MSG.invalidTime],
      'standardWeekScale.monday.mainBreak': [MSG.required],
      'standardWeekScale.tuesday.enterTime': [WORKDAY_MSG.invalidTime],
      'standardWeekScale.wednesday.mainBreak': [SERVER_MSG.invalidInput],
    });
  });

  it('asks the standard time of an equal-time week instead of the days', () => {
    const result = journeyScaleSchema.safeParse(weekly('5x2', equalWeek(MONDAY_TO_FRIDAY, day('08:00', '', 60))));
    expect(issuesByPath(result)).toEqual({ 'standardWeekScale.standardTime.exitTime': [MSG.required] });
  });

  it('asks a day scale for its entry and main break only (the exit is computed)', () => {
    const result = journeyScaleSchema.safeParse({ scaleType: '12/36', holidays: true, standardDayScale: { standardDay: EMPTY_DAY } });
    expect(issuesByPath(result)).toEqual({
      'standardDayScale.standardDay.enterTime': [MSG.required],
      'standardDayScale.standardDay.mainBreak': [MSG.required],
    });
    const badCycle = journeyScaleSchema.safeParse({
      scaleType: '24/48',
      holidays: true,
      standardDayScale: { standardDay: day('07:00', '', 60) },
      cycleStart: '2026-02-30',
    });
    expect(issuesByPath(badCycle)).toEqual({ cycleStart: [WORKDAY_MSG.invalidCycleStart] });
  });
});

describe('weekly caps 44 / 30 / 36 hours: exactly the cap or lower, never 0 (spec 002 §5.11)', () => {
  // 5x1 asks for no number of days, so any total can be built from days within its daily cap of 440 min.
  const sixDays = (saturday: string) =>
    weekOf({ ...Object.fromEntries(MONDAY_TO_FRIDAY.map((key) => [key, day('08:00', '16:20')])), saturday: day('08:00', saturday) });

  it('accepts exactly 44:00 (5x2 and 6x1 examples of the issue)', () => {
    const fiveByTwo = journeyScaleSchema.safeParse(COMMERCIAL_SCALE);
    expect(fiveByTwo.success && fiveByTwo.data.totalHours).toBe('44:00');
    const sixByOne = journeyScaleSchema.safeParse(weekly('6x1', equalWeek(MONDAY_TO_SATURDAY, day('07:20', '15:40'))));
    expect(sixByOne.success && sixByOne.data.totalHours).toBe('44:00');
  });

  it('refuses 44:01 and accepts 43:59', () => {
    // Only seven days reach 44:01 within 5x1's daily cap, so the week also lacks its rest day (CLT art. 67).
    const over = { ...sixDays('16:20'), isSunday: true, sunday: day('08:00', '08:31', 30) };
    expect(issuesByPath(journeyScaleSchema.safeParse(weekly('5x1', over)))).toEqual({
      [weeklyPath]: [weeklyMessage('5x1', 44)],
      [dayCountPath]: [WORKDAY_MSG.weeklyRest],
    });
    const under = journeyScaleSchema.safeParse(weekly('5x1', sixDays('16:19')));
    expect(under.success && under.data.totalHours).toBe('43:59');
  });

  it('refuses a week of no hours', () => {
    const none = journeyScaleSchema.safeParse(weekly('5x1', equalWeek([], day('08:00', '16:00'))));
    expect(issuesByPath(none)).toEqual({ [weeklyPath]: [weeklyMessage('5x1', 44)] });
  });

  it('accepts the call centers at exactly 30:00 and 36:00 (6 h net a day)', () => {
    const thirty = journeyScaleSchema.safeParse(weekly('CALL_CENTER_30', equalWeek(MONDAY_TO_FRIDAY, day('08:00', '14:30', 30))));
    expect(thirty.success && thirty.data.totalHours).toBe('30:00');
    const thirtySix = journeyScaleSchema.safeParse(weekly('CALL_CENTER_36', equalWeek(MONDAY_TO_SATURDAY, day('08:00', '14:30', 30))));
    expect(thirtySix.success && thirtySix.data.totalHours).toBe('36:00');
  });

  it('does not cap 12/36 and 24/48', () => {
    for (const scaleType of ['12/36', '24/48'] as const) {
      const result = journeyScaleSchema.safeParse({ scaleType, holidays: true, standardDayScale: { standardDay: day('07:00', '', 60) } });
      expect(result.success, scaleType).toBe(true);
    }
  });
});

describe('daily net caps 528 / 440 / 360 minutes, never 0 (spec 002 §5.11)', () => {
  it.each([
    ['5x2', MONDAY_TO_FRIDAY, '17:48', '17:49'],
    ['6x1', MONDAY_TO_SATURDAY, '16:20', '16:21'],
    ['5x1', MONDAY_TO_FRIDAY, '16:20', '16:21'],
    ['CALL_CENTER_30', MONDAY_TO_FRIDAY, '15:00', '15:01'],
    ['CALL_CENTER_36', MONDAY_TO_SATURDAY, '15:00', '15:01'],
  ] as const)('%s: up to the cap on a day, one minute more refused on that day', (scaleType, days, atCap, overCap) => {
    const hours = (monday: string) => weekOf({ ...Object.fromEntries(days.map((key) => [key, day('08:00', '12:00')])), monday: day('08:00', monday) });
    expect(journeyScaleSchema.safeParse(weekly(scaleType, hours(atCap))).success).toBe(true);
    const over = journeyScaleSchema.safeParse(weekly(scaleType, hours(overCap)));
    expect(issuesByPath(over)).toEqual({ 'standardWeekScale.monday.exitTime': [WORKDAY_MSG.dayInconsistency] });
  });

  it('refuses a day with no net hours (exit at the entry, or a break as long as the day)', () => {
    const week = weekOf({
      ...Object.fromEntries(MONDAY_TO_FRIDAY.map((key) => [key, day('08:00', '17:00')])),
      monday: day('08:00', '08:00'),
      tuesday: day('08:00', '08:30', 30),
    });
    expect(issuesByPath(journeyScaleSchema.safeParse(weekly('5x2', week)))).toEqual({
      'standardWeekScale.monday.exitTime': [WORKDAY_MSG.dayInconsistency],
      'standardWeekScale.tuesday.exitTime': [WORKDAY_MSG.dayInconsistency],
    });
  });

  it('checks the standard time once for an equal-time week', () => {
    const result = journeyScaleSchema.safeParse(weekly('CALL_CENTER_30', equalWeek(MONDAY_TO_FRIDAY, day('08:00', '15:00', 30))));
    expect(messagesAt(result, 'standardWeekScale.standardTime.exitTime')).toEqual([WORKDAY_MSG.dayInconsistency]);
  });

  it('takes an exit before the entry as the next day (a night shift)', () => {
    const result = journeyScaleSchema.safeParse(weekly('5x2', equalWeek(MONDAY_TO_FRIDAY, day('22:00', '06:00'))));
    expect(result.success && [result.data.totalHours, result.data.nightAdditional]).toEqual(['35:00', '35:00']);
  });
});

describe('required days 5 / 6 / 5 / 6 (spec 002 §5.11)', () => {
  it.each([
    ['5x2', 5, MONDAY_TO_SATURDAY],
    ['6x1', 6, MONDAY_TO_FRIDAY],
    ['CALL_CENTER_30', 5, MONDAY_TO_SATURDAY],
    ['CALL_CENTER_36', 6, MONDAY_TO_FRIDAY],
  ] as const)('%s needs exactly %i ticked days', (scaleType, required, days) => {
    const result = journeyScaleSchema.safeParse(weekly(scaleType, equalWeek(days, day('08:00', '10:00'))));
    const message = WORKDAY_MSG.daysCount(days.length, SCALE_TYPE_LABEL[scaleType], required);
    expect(messagesAt(result, dayCountPath)).toEqual([message]);
  });

  it('shows the day count beside missing hours, so the form shows both at once', () => {
    const result = journeyScaleSchema.safeParse(weekly('6x1', weekOf({ monday: day('', '12:00') })));
    expect(issuesByPath(result)).toEqual({
      'standardWeekScale.monday.enterTime': [MSG.required],
      [dayCountPath]: [WORKDAY_MSG.daysCount(1, 'Semanal 6x1', 6)],
    });
  });

  it('asks 5x1 for no number of days', () => {
    const result = journeyScaleSchema.safeParse(weekly('5x1', equalWeek(['monday', 'wednesday'], day('08:00', '12:00'))));
    expect(result.success).toBe(true);
  });
});

describe('weekly rest, CLT art. 67 (ours): a weekly scale leaves a day of the week unticked', () => {
  const everyDay = [...MONDAY_TO_SATURDAY, 'sunday'] as const;

  it('refuses 5x1 with all seven days on the row of day boxes, and accepts six', () => {
    const seven = journeyScaleSchema.safeParse(weekly('5x1', equalWeek(everyDay, day('08:00', '12:00'))));
    expect(issuesByPath(seven)).toEqual({ [dayCountPath]: [WORKDAY_MSG.weeklyRest] });
    const six = journeyScaleSchema.safeParse(weekly('5x1', equalWeek(MONDAY_TO_SATURDAY, day('08:00', '12:00'))));
    expect(six.success).toBe(true);
  });

  it("shows the spec's day count instead on the scales that have one", () => {
    const result = journeyScaleSchema.safeParse(weekly('6x1', equalWeek(everyDay, day('08:00', '12:00'))));
    expect(issuesByPath(result)).toEqual({ [dayCountPath]: [WORKDAY_MSG.daysCount(7, 'Semanal 6x1', 6)] });
  });
});

describe('rest between days, CLT art. 66 (ours): 11 h from one exit to the next day\'s entry', () => {
  const restMessage = WORKDAY_MSG.restBetweenDays;
  const weekdays = (hours: Partial<Record<(typeof MONDAY_TO_FRIDAY)[number], ReturnType<typeof day>>>) =>
    weekOf({ ...Object.fromEntries(MONDAY_TO_FRIDAY.map((key) => [key, day('08:00', '16:00')])), ...hours });

  it("refuses an overnight exit at 02:00 followed by an 08:00 entry (6 h), on the later day's entry", () => {
    const result = journeyScaleSchema.safeParse(weekly('5x2', weekdays({ monday: day('18:00', '02:00') })));
    expect(issuesByPath(result)).toEqual({ 'standardWeekScale.tuesday.enterTime': [restMessage('segunda-feira', 'terça-feira')] });
  });

  it('accepts exactly 11 h and refuses a minute less', () => {
    expect(journeyScaleSchema.safeParse(weekly('5x2', weekdays({ wednesday: day('12:00', '21:00') }))).success).toBe(true);
    const short = journeyScaleSchema.safeParse(weekly('5x2', weekdays({ wednesday: day('12:01', '21:01') })));
    expect(issuesByPath(short)).toEqual({ 'standardWeekScale.thursday.enterTime': [restMessage('quarta-feira', 'quinta-feira')] });
  });

  it('goes round the week: a Sunday 18:00–23:00 leaves 9 h before a Monday 08:00 entry', () => {
    const sunday = (monday: string) => ({ ...weekdays({ monday: day(monday, '16:00') }), isSunday: true, sunday: day('18:00', '23:00', 30) });
    const result = journeyScaleSchema.safeParse(weekly('6x1', sunday('08:00')));
    expect(issuesByPath(result)).toEqual({ 'standardWeekScale.monday.enterTime': [restMessage('domingo', 'segunda-feira')] });
    // 23:00 to 10:00 is 11 h.
    expect(journeyScaleSchema.safeParse(weekly('6x1', sunday('10:00'))).success).toBe(true);
  });

  it('only weighs consecutive days: a day off in between adds 24 h', () => {
    const result = journeyScaleSchema.safeParse(weekly('5x1', weekOf({ monday: day('18:00', '02:00'), wednesday: day('06:00', '14:00') })));
    expect(result.success).toBe(true);
  });

  it('accepts an equal-time 22:00–06:00 night week (16 h off), and checks the standard time against itself', () => {
    const nights = journeyScaleSchema.safeParse(weekly('6x1', equalWeek(MONDAY_TO_SATURDAY, day('22:00', '06:00'))));
    expect(nights.success).toBe(true);
    // 06:00–22:00 leaves 8 h; only a day past the daily cap is that long, so both messages show, each once.
    const long = journeyScaleSchema.safeParse(weekly('5x1', equalWeek(['friday', 'saturday', 'sunday'], day('06:00', '22:00', 120))));
    expect(issuesByPath(long)).toEqual({
      'standardWeekScale.standardTime.exitTime': [WORKDAY_MSG.dayInconsistency],
      'standardWeekScale.standardTime.enterTime': [restMessage('sexta-feira', 'sábado')],
    });
  });

  it('leaves 12/36 and 24/48 alone: the scale is their rest', () => {
    const result = journeyScaleSchema.safeParse({ scaleType: '24/48', holidays: true, standardDayScale: { standardDay: day('07:00', '', 60) } });
    expect(result.success).toBe(true);
  });
});

describe('journeyScaleSchema output: computed on the server, never trusted (spec 002 §4.6)', () => {
  it('replaces the totals the client sends and clears unused days', () => {
    const week = { ...COMMERCIAL_SCALE.standardWeekScale, saturday: day('08:00', '12:00'), monday: day('01:00', '02:00') };
    const sent = { ...COMMERCIAL_SCALE, standardWeekScale: week, totalHours: '10:00', nightAdditional: '99:00', cycleStart: '2026-01-01' };
    const result = journeyScaleSchema.safeParse(sent);
    expect(result.success && result.data).toEqual({
      ...COMMERCIAL_SCALE,
      standardWeekScale: { ...COMMERCIAL_SCALE.standardWeekScale, saturday: EMPTY_DAY, monday: EMPTY_DAY },
      totalHours: '44:00',
      nightAdditional: '00:00',
      cycleStart: null,
    });
  });

  it('fixes 12/36: holidays yes, exit 12 h later, 48:00, night additional from the shift', () => {
    const result = journeyScaleSchema.safeParse({
      scaleType: '12/36',
      holidays: false,
      standardWeekScale: COMMERCIAL_SCALE.standardWeekScale,
      standardDayScale: { standardDay: day('19:00', '10:00', 60) },
      totalHours: '01:00',
      cycleStart: '',
    });
    expect(result.success && result.data).toMatchObject({
      holidays: true,
      standardDayScale: { standardDay: day('19:00', '07:00', 60) },
      standardWeekScale: EMPTY_WEEK,
      cycleStart: null,
      totalHours: '48:00',
      nightAdditional: '28:00',
    } satisfies Partial<JourneyScale>);
  });

  it('fixes 24/48: exit 24 h later (same clock time), 72:00 with 21:00 of night additional', () => {
    const result = journeyScaleSchema.safeParse({
      scaleType: '24/48',
      holidays: false,
      standardDayScale: { standardDay: day('07:00', '', 120) },
      cycleStart: '2026-03-01',
    });
    expect(result.success && result.data).toMatchObject({
      holidays: true,
      standardDayScale: { standardDay: day('07:00', '07:00', 120) },
      cycleStart: '2026-03-01',
      totalHours: '72:00',
      nightAdditional: '21:00',
    } satisfies Partial<JourneyScale>);
  });
});

describe('journeyBreaksSchema (spec 002 §5.12)', () => {
  it('accepts no breaks', () => {
    expect(journeyBreaksSchema.safeParse({ numberOfBreaks: '0Breaks' }).success).toBe(true);
  });

  it("requires id, description, time and start ('Campo obrigatório', 'Horário Invalido')", () => {
    const result = journeyBreaksSchema.safeParse({
      numberOfBreaks: '2Breaks',
      breaks: [{ id: '', description: ' ', start: '' }, { id: 'b', description: 'Lanche', time: 15, start: '9:5' }],
    });
    expect(issuesByPath(result)).toEqual({
      'breaks.0.id': [MSG.required],
      'breaks.0.description': [MSG.required],
      'breaks.0.time': [MSG.required],
      'breaks.0.start': [MSG.required],
      'breaks.1.start': [WORKDAY_MSG.invalidTime],
    });
    expect(messagesAt(journeyBreaksSchema.safeParse({ breaks: [] }), 'numberOfBreaks')).toEqual([MSG.required]);
  });

  it('takes as many breaks as the number chosen', () => {
    const result = journeyBreaksSchema.safeParse({ numberOfBreaks: '2Breaks', breaks: [coffeeBreak('10:00')] });
    expect(issuesByPath(result)).toEqual({ numberOfBreaks: [WORKDAY_MSG.breaksCountMismatch] });
  });

  it('refuses repeated descriptions, whatever the case', () => {
    const breaks = [coffeeBreak('10:00', 15, 'Café', 'a'), coffeeBreak('15:00', 15, 'Lanche', 'b'), coffeeBreak('16:00', 15, ' CAFÉ', 'c')];
    expect(issuesByPath(journeyBreaksSchema.safeParse({ numberOfBreaks: '3Breaks', breaks }))).toEqual({
      'breaks.0.description': [WORKDAY_MSG.repeatedBreakNames],
      'breaks.2.description': [WORKDAY_MSG.repeatedBreakNames],
    });
  });

  it('refuses overlapping breaks, across midnight too, and accepts back-to-back ones', () => {
    const overlapping = [coffeeBreak('10:00', 30, 'A'), coffeeBreak('10:29', 5, 'B'), coffeeBreak('23:50', 20, 'C'), coffeeBreak('00:05', 5, 'D')];
    expect(issuesByPath(journeyBreaksSchema.safeParse({ numberOfBreaks: '4Breaks', breaks: overlapping }))).toEqual({
      'breaks.0.start': [WORKDAY_MSG.overlappingBreaks],
      'breaks.1.start': [WORKDAY_MSG.overlappingBreaks],
      'breaks.2.start': [WORKDAY_MSG.overlappingBreaks],
      'breaks.3.start': [WORKDAY_MSG.overlappingBreaks],
    });
    const backToBack = [coffeeBreak('10:00', 30, 'A'), coffeeBreak('10:30', 5, 'B')];
    expect(journeyBreaksSchema.safeParse({ numberOfBreaks: '2Breaks', breaks: backToBack }).success).toBe(true);
  });

  it('refuses breaks outside the hours of the scale, every worked day, overnight shifts included', () => {
    const week = weekOf({ ...Object.fromEntries(MONDAY_TO_FRIDAY.map((key) => [key, day('08:00', '17:48')])), saturday: day('08:00', '12:00') });
    const scale = { ...COMMERCIAL_SCALE, scaleType: '6x1' as const, standardWeekScale: week };
    const breaks = [coffeeBreak('07:50', 15, 'A'), coffeeBreak('11:50', 10, 'B'), coffeeBreak('14:00', 15, 'C'), coffeeBreak('11:30', 15, 'D')];
    expect(issuesByPath(journeyBreaksSchemaFor(scale).safeParse({ numberOfBreaks: '4Breaks', breaks }))).toEqual({
      'breaks.0.start': [WORKDAY_MSG.breaksOutsideSchedule],
      'breaks.2.start': [WORKDAY_MSG.breaksOutsideSchedule],
    });
    const night = { ...COMMERCIAL_SCALE, scaleType: '12/36' as const, standardDayScale: { standardDay: day('19:00', '07:00') } };
    const overnight = [coffeeBreak('01:00', 15, 'A'), coffeeBreak('06:50', 15, 'B')];
    expect(issuesByPath(journeyBreaksSchemaFor(night).safeParse({ numberOfBreaks: '2Breaks', breaks: overnight }))).toEqual({
      'breaks.1.start': [WORKDAY_MSG.breaksOutsideSchedule],
    });
  });
});

describe('newJourneySchema: the three steps as POST /workday', () => {
  it('accepts a whole journey and needs the company in the body', () => {
    const result = newJourneySchema.safeParse(VALID_JOURNEY);
    expect(result.success && result.data).toEqual(VALID_JOURNEY);
    expect(issuesByPath(newJourneyBodySchema.safeParse(VALID_JOURNEY))).toEqual({ company: [MSG.required] });
    expect(newJourneyBodySchema.safeParse({ ...VALID_JOURNEY, company: 'c1' }).success).toBe(true);
  });

  it("shows every step's messages at once, the breaks checked against the journey's own scale", () => {
    const result = newJourneySchema.safeParse({
      ...VALID_JOURNEY,
      name: '',
      limited: true,
      standardWeekScale: equalWeek(MONDAY_TO_FRIDAY, day('08:00', '12:00')),
      numberOfBreaks: '2Breaks',
      breaks: [coffeeBreak('13:00', 15, 'Café', 'a'), coffeeBreak('11:00', 15, 'café', 'b')],
    });
    expect(issuesByPath(result)).toEqual({
      name: [MSG.required],
      limitTime: [MSG.required],
      'breaks.0.description': [WORKDAY_MSG.repeatedBreakNames],
      'breaks.1.description': [WORKDAY_MSG.repeatedBreakNames],
      'breaks.0.start': [WORKDAY_MSG.breaksOutsideSchedule],
    });
  });

  it('does not judge the breaks against a scale whose hours are missing', () => {
    const result = newJourneySchema.safeParse({ ...VALID_JOURNEY, standardWeekScale: equalWeek(MONDAY_TO_FRIDAY, day('', '17:48')) });
    expect(issuesByPath(result)).toEqual({ 'standardWeekScale.standardTime.enterTime': [MSG.required] });
  });
});

describe('weekly rest of 35 h and the main break (issue 22 §3: CLT arts. 67, 71, 611-A III; Súmula 110)', () => {
  // A rotating 6x1 of 8 h shifts (42 h a week), each later than the one before, Saturday 23:00–07:00, Sunday off.
  const rotating = (monday: string, mondayExit: string, tuesday: string, tuesdayExit: string) =>
    weekOf({
      monday: day(monday, mondayExit),
      tuesday: day(tuesday, tuesdayExit),
      wednesday: day('12:00', '20:00'),
      thursday: day('14:00', '22:00'),
      friday: day('16:00', '00:00'),
      saturday: day('23:00', '07:00'),
    });

  it('refuses a 6x1 whose Saturday runs 23:00–07:00 and whose Monday starts at 06:00: 23 h of weekly rest', () => {
    const result = journeyScaleSchema.safeParse(weekly('6x1', rotating('06:00', '14:00', '10:00', '18:00')));
    expect(issuesByPath(result)).toEqual({ [dayCountPath]: [WORKDAY_MSG.weeklyRestHours(23 * 60)] });
    expect(WORKDAY_MSG.weeklyRestHours(23 * 60)).toContain('o maior descanso da semana é de 23 horas');
    // Monday at 18:00 leaves 35 h after Sunday 07:00.
    expect(journeyScaleSchema.safeParse(weekly('6x1', rotating('18:00', '02:00', '13:00', '21:00'))).success).toBe(true);
  });

  it('refuses a main break under 1 h on a day over 6 h unless a collective agreement sets it (30 min at least)', () => {
    const short = weekly('5x2', equalWeek(MONDAY_TO_FRIDAY, day('08:00', '17:18', 30)));
    expect(issuesByPath(journeyScaleSchema.safeParse(short))).toEqual({ 'standardWeekScale.standardTime.mainBreak': [WORKDAY_MSG.mainBreakTooShort] });
    expect(journeyScaleSchema.safeParse({ ...short, agreedMainBreak: true }).success).toBe(true);
    // Up to 6 h of work, 30 minutes is more than the 15 art. 71 §1 asks.
    expect(journeyScaleSchema.safeParse(weekly('5x2', equalWeek(MONDAY_TO_FRIDAY, day('08:00', '14:30', 30)))).success).toBe(true);
    const shift = { scaleType: '12/36', holidays: true, standardDayScale: { standardDay: day('07:00', '', 30) } };
    expect(issuesByPath(journeyScaleSchema.safeParse(shift))).toEqual({ 'standardDayScale.standardDay.mainBreak': [WORKDAY_MSG.mainBreakTooShort] });
  });

  it('stores the night kind (urban by default), the agreed and the pre-assigned main break', () => {
    const { nightWork: _urban, ...details } = VALID_DETAILS;
    const parsed = journeyDetailsSchema.safeParse(details);
    expect(parsed.success && parsed.data.nightWork).toBe('URBAN');
    const rural = journeyDetailsSchema.safeParse({ ...VALID_DETAILS, nightWork: 'RURAL_LIVESTOCK' });
    expect(rural.success && rural.data.nightWork).toBe('RURAL_LIVESTOCK');
    expect(journeyDetailsSchema.safeParse({ ...VALID_DETAILS, nightWork: 'NIGHT' }).success).toBe(false);
    const scale = journeyScaleSchema.safeParse({ ...COMMERCIAL_SCALE, agreedMainBreak: undefined, preAssignedBreak: true });
    expect(scale.success && [scale.data.agreedMainBreak, scale.data.preAssignedBreak]).toEqual([false, true]);
  });
});
