import { describe, expect, it } from 'vitest';
import { dayPlan, type DayPlan, type JourneySchedule } from '../workday/schedule';
import { COMMERCIAL_SCALE, coffeeBreak, day } from '../workday/testing/journeys';
import { expectedPoints, mainBreakStart, startOf } from './expected-points';

const MONDAY = '2026-03-02';
const plan = (journey: JourneySchedule, on = MONDAY) => dayPlan(journey, on) as DayPlan;
const summary = (p: DayPlan) => expectedPoints(p).map((point) => [point.type, point.breakName, point.expectedTime, point.dayOffset]);

const nightShift: JourneySchedule = {
  ...COMMERCIAL_SCALE,
  scaleType: '12/36',
  standardDayScale: { standardDay: day('19:00', '07:00', 60) },
  cycleStart: MONDAY,
  breaks: [coffeeBreak('21:00', 10, 'Lanche'), coffeeBreak('03:00', 15, 'Pausa')],
};

describe('expectedPoints', () => {
  it('5x2 08:00–17:48, 60 min main break and a coffee break at 10:00: entry, break, main break centred on the half hour, exit', () => {
    expect(summary(plan({ ...COMMERCIAL_SCALE, breaks: [coffeeBreak('10:00')] }))).toEqual([
      ['ENTRY', null, '08:00', 0],
      ['BREAK_START', 'Café', '10:00', 0],
      ['BREAK_RETURN', 'Café', '10:15', 0],
      ['MAIN_BREAK_START', null, '12:30', 0],
      ['MAIN_BREAK_RETURN', null, '13:30', 0],
      ['EXIT', null, '17:48', 0],
    ]);
  });

  it('a night shift crossing midnight carries day offsets: the main break, a break and the exit on the next day', () => {
    expect(summary(plan(nightShift))).toEqual([
      ['ENTRY', null, '19:00', 0],
      ['BREAK_START', 'Lanche', '21:00', 0],
      ['BREAK_RETURN', 'Lanche', '21:10', 0],
      ['MAIN_BREAK_START', null, '00:30', 1],
      ['MAIN_BREAK_RETURN', null, '01:30', 1],
      ['BREAK_START', 'Pausa', '03:00', 1],
      ['BREAK_RETURN', 'Pausa', '03:15', 1],
      ['EXIT', null, '07:00', 1],
    ]);
  });

  it('no main break: no main-break points', () => {
    const points = expectedPoints(plan({ ...COMMERCIAL_SCALE, standardWeekScale: { ...COMMERCIAL_SCALE.standardWeekScale, standardTime: day('08:00', '14:00', 0) }, breaks: [] }));
    expect(points.map((point) => point.type)).toEqual(['ENTRY', 'EXIT']);
  });

  it('a main break that would meet a short break starts when the short break ends', () => {
    const journey = { ...COMMERCIAL_SCALE, breaks: [coffeeBreak('12:20', 20, 'Almoço rápido')] };
    expect(mainBreakStart(plan(journey))).toBe(12 * 60 + 40);
    const points = summary(plan(journey));
    expect(points.slice(1, 5)).toEqual([
      ['BREAK_START', 'Almoço rápido', '12:20', 0],
      ['BREAK_RETURN', 'Almoço rápido', '12:40', 0],
      ['MAIN_BREAK_START', null, '12:40', 0],
      ['MAIN_BREAK_RETURN', null, '13:40', 0],
    ]);
  });

  it('a return needs its own start: the break by id, the main break by type', () => {
    const points = expectedPoints(plan(nightShift));
    const pausaReturn = points.find((point) => point.type === 'BREAK_RETURN' && point.breakName === 'Pausa')!;
    expect(startOf(points, pausaReturn)).toMatchObject({ type: 'BREAK_START', breakName: 'Pausa' });
    expect(startOf(points, points.find((point) => point.type === 'MAIN_BREAK_RETURN')!)).toMatchObject({ type: 'MAIN_BREAK_START' });
    expect(startOf(points, points[0])).toBeNull();
  });
});
