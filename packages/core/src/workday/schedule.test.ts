import { describe, expect, it } from 'vitest';
import { dayPlan, holidayOn, type JourneySchedule, type ScheduleHoliday } from './schedule';
import { COMMERCIAL_SCALE, coffeeBreak, day, equalWeek, MONDAY_TO_FRIDAY, MONDAY_TO_SATURDAY } from './testing/journeys';

// March 2026: Sunday the 1st, Monday the 2nd, Wednesday the 4th.
const MONDAY = '2026-03-02';
const WEDNESDAY = '2026-03-04';
const SATURDAY = '2026-03-07';
const SUNDAY = '2026-03-08';

const commercial: JourneySchedule = { ...COMMERCIAL_SCALE, breaks: [coffeeBreak('10:00')] };

const dayScale = (scaleType: '12/36' | '24/48', enterTime: string, exitTime: string, mainBreak: number, cycleStart: string | null = MONDAY): JourneySchedule => ({
  ...COMMERCIAL_SCALE,
  scaleType,
  holidays: true,
  standardDayScale: { standardDay: day(enterTime, exitTime, mainBreak) },
  cycleStart,
  breaks: [],
});

const wednesdayHoliday: ScheduleHoliday = { name: 'Aniversário da cidade', holidayModel: 'date', date: WEDNESDAY };

describe('dayPlan: worked examples', () => {
  it('5x2 08:00–17:48 with a 60 min break: 8:48 a weekday, nothing at the weekend', () => {
    expect(dayPlan(commercial, MONDAY)).toEqual({
      day: MONDAY,
      enterTime: '08:00',
      exitTime: '17:48',
      exitDayOffset: 0,
      mainBreak: 60,
      breaks: [{ id: 'Café', description: 'Café', time: 15, start: '10:00', startDayOffset: 0, end: '10:15', endDayOffset: 0 }],
      plannedMinutes: 528,
      nightMinutes: 0,
      holiday: null,
      night: 'URBAN',
      agreedMainBreak: false,
      preAssignedBreak: false,
    });
    expect(dayPlan(commercial, SATURDAY)).toBeNull();
    expect(dayPlan(commercial, SUNDAY)).toBeNull();
  });

  it('6x1 07:20–15:40 with a 60 min break: 7:20 from Monday to Saturday', () => {
    const journey = { ...commercial, scaleType: '6x1' as const, standardWeekScale: equalWeek(MONDAY_TO_SATURDAY, day('07:20', '15:40')) };
    expect(dayPlan(journey, SATURDAY)).toMatchObject({ enterTime: '07:20', exitTime: '15:40', plannedMinutes: 440 });
    expect(dayPlan(journey, SUNDAY)).toBeNull();
  });

  it('a weekly scale with different hours per day reads each day', () => {
    const week = { ...equalWeek(MONDAY_TO_FRIDAY, day('', '')), isEqualTime: false, monday: day('09:00', '18:00'), wednesday: day('13:00', '22:30', 30) };
    const journey = { ...commercial, standardWeekScale: week };
    expect(dayPlan(journey, MONDAY)).toMatchObject({ enterTime: '09:00', exitTime: '18:00', plannedMinutes: 480, nightMinutes: 0 });
    expect(dayPlan(journey, WEDNESDAY)).toMatchObject({ enterTime: '13:00', exitTime: '22:30', plannedMinutes: 540, nightMinutes: 30 });
  });

  it('12/36 night shift from 19:00 with a break at 01:00: every other day, ending the next morning', () => {
    const journey = { ...dayScale('12/36', '19:00', '07:00', 60), breaks: [coffeeBreak('01:00', 15, 'Pausa'), coffeeBreak('21:00', 10, 'Lanche')] };
    expect(dayPlan(journey, MONDAY)).toEqual({
      day: MONDAY,
      enterTime: '19:00',
      exitTime: '07:00',
      exitDayOffset: 1,
      mainBreak: 60,
      breaks: [
        { id: 'Lanche', description: 'Lanche', time: 10, start: '21:00', startDayOffset: 0, end: '21:10', endDayOffset: 0 },
        { id: 'Pausa', description: 'Pausa', time: 15, start: '01:00', startDayOffset: 1, end: '01:15', endDayOffset: 1 },
      ],
      plannedMinutes: 660,
      nightMinutes: 420,
      holiday: null,
      night: 'URBAN',
      agreedMainBreak: false,
      preAssignedBreak: false,
    });
    const worked = ['2026-02-26', '2026-02-28', MONDAY, WEDNESDAY, '2026-03-06'];
    for (const rest of ['2026-02-27', '2026-03-01', '2026-03-03', '2026-03-05']) expect(dayPlan(journey, rest), rest).toBeNull();
    for (const work of worked) expect(dayPlan(journey, work), work).not.toBeNull();
  });

  it('24/48: a 24 h shift one day in three', () => {
    const journey = dayScale('24/48', '07:00', '07:00', 120);
    expect(dayPlan(journey, MONDAY)).toMatchObject({ exitTime: '07:00', exitDayOffset: 1, plannedMinutes: 1320, nightMinutes: 420 });
    expect(['2026-03-03', WEDNESDAY, '2026-03-05'].map((date) => dayPlan(journey, date) !== null)).toEqual([false, false, true]);
  });

  it("counts a day scale's cycle from the person's admission when the journey sets no start", () => {
    const journey = dayScale('12/36', '07:00', '19:00', 60, null);
    expect(dayPlan(journey, MONDAY, { cycleStart: '2026-03-03' })).toBeNull();
    expect(dayPlan(journey, MONDAY, { cycleStart: '2026-02-28' })).not.toBeNull();
    expect(() => dayPlan(journey, MONDAY)).toThrow(RangeError);
  });

  it('a break that crosses midnight ends on the next day', () => {
    const journey = { ...commercial, standardWeekScale: equalWeek(MONDAY_TO_FRIDAY, day('18:00', '02:00')), breaks: [coffeeBreak('23:50', 20)] };
    expect(dayPlan(journey, MONDAY)).toMatchObject({
      exitTime: '02:00',
      exitDayOffset: 1,
      plannedMinutes: 420,
      nightMinutes: 240,
      breaks: [{ start: '23:50', startDayOffset: 0, end: '00:10', endDayOffset: 1 }],
    });
  });

  it('leaves out a stored break that no longer fits the hours', () => {
    expect(dayPlan({ ...commercial, breaks: [coffeeBreak('18:00')] }, MONDAY)?.breaks).toEqual([]);
  });

  it('refuses a day that is not a calendar day', () => {
    expect(() => dayPlan(commercial, '2026-02-30')).toThrow(RangeError);
  });
});

describe('dayPlan and holidays', () => {
  it('5x2 observing holidays: no work on the Wednesday holiday', () => {
    expect(dayPlan(commercial, WEDNESDAY, { holidays: [wednesdayHoliday] })).toBeNull();
    expect(dayPlan(commercial, MONDAY, { holidays: [wednesdayHoliday] })).not.toBeNull();
  });

  it('a journey that does not observe holidays works them, and says so', () => {
    const plan = dayPlan({ ...commercial, holidays: false }, WEDNESDAY, { holidays: [wednesdayHoliday] });
    expect(plan).toMatchObject({ plannedMinutes: 528, holiday: 'Aniversário da cidade' });
  });

  it('12/36 and 24/48 keep their cycle through holidays (CLT art. 59-A), though their holidays are forced to yes', () => {
    const plan = dayPlan(dayScale('12/36', '07:00', '19:00', 60), WEDNESDAY, { holidays: [wednesdayHoliday] });
    expect(plan).toMatchObject({ plannedMinutes: 660, holiday: 'Aniversário da cidade' });
  });

  it('matches one date, or a period with both ends, by day', () => {
    const carnival: ScheduleHoliday = { name: 'Carnaval', holidayModel: 'period', period: { start: '2026-02-16', end: '2026-02-17' } };
    expect(['2026-02-15', '2026-02-16', '2026-02-17', '2026-02-18'].map((date) => holidayOn([carnival], date)?.name ?? null)).toEqual([
      null,
      'Carnaval',
      'Carnaval',
      null,
    ]);
    expect(holidayOn([wednesdayHoliday], WEDNESDAY)?.name).toBe('Aniversário da cidade');
  });
});
