import { describe, expect, it } from 'vitest';
import {
  breaksOutsideSchedule,
  computeTotals,
  dailyNetMinutes,
  fixedDayScale,
  leavesWeeklyRest,
  restBetweenDays,
  shortRestsBetweenDays,
  weeklyMinutes,
} from './rules';
import { COMMERCIAL_SCALE, coffeeBreak, day, equalWeek, MONDAY_TO_FRIDAY, MONDAY_TO_SATURDAY, weekOf } from './testing/journeys';

const nightShift = { ...COMMERCIAL_SCALE, scaleType: '12/36' as const, standardDayScale: { standardDay: day('19:00', '07:00') } };

describe('fixedDayScale (spec 002 §4.6)', () => {
  it('gives 12/36 holidays yes, the exit 12 h after the entry and 48:00', () => {
    expect(fixedDayScale('12/36', '19:00')).toEqual({ holidays: true, exitTime: '07:00', totalHours: '48:00', nightAdditional: '28:00' });
    expect(fixedDayScale('12/36', '07:00')).toEqual({ holidays: true, exitTime: '19:00', totalHours: '48:00', nightAdditional: '00:00' });
  });

  it('gives 24/48 the exit 24 h later, 72:00 and a night additional of 21:00 whatever the entry', () => {
    for (const enter of ['00:00', '07:00', '19:30']) {
      expect(fixedDayScale('24/48', enter)).toEqual({ holidays: true, exitTime: enter, totalHours: '72:00', nightAdditional: '21:00' });
    }
  });

  it('leaves the exit blank until the entry is a time', () => {
    expect(fixedDayScale('12/36', '1')).toMatchObject({ exitTime: '', totalHours: '48:00', nightAdditional: '00:00' });
  });
});

describe('hours of a scale', () => {
  it('nets each day of its main break, past midnight too', () => {
    expect(dailyNetMinutes('5x2', day('08:00', '17:48'))).toBe(528);
    expect(dailyNetMinutes('5x2', day('22:00', '06:00'))).toBe(420);
    expect(dailyNetMinutes('24/48', day('07:00', '07:00', 120))).toBe(1320);
  });

  it('adds up the ticked days, one by one or with the standard time', () => {
    expect(weeklyMinutes(COMMERCIAL_SCALE)).toBe(44 * 60);
    const mixed = weekOf({ monday: day('08:00', '17:00'), saturday: day('08:00', '12:00', 30) });
    expect(weeklyMinutes({ ...COMMERCIAL_SCALE, scaleType: '5x1', standardWeekScale: mixed })).toBe(480 + 210);
    expect(computeTotals({ ...COMMERCIAL_SCALE, standardWeekScale: equalWeek(['friday'], day('20:00', '02:00')) })).toEqual({
      totalHours: '05:00',
      nightAdditional: '04:00',
    });
  });
});

describe('breaksOutsideSchedule (the AVISO of spec 002 §4.6)', () => {
  it('is true when some break leaves the hours of a worked day', () => {
    expect(breaksOutsideSchedule(COMMERCIAL_SCALE, [coffeeBreak('10:00')])).toBe(false);
    expect(breaksOutsideSchedule(COMMERCIAL_SCALE, [coffeeBreak('10:00'), coffeeBreak('17:40')])).toBe(true);
    expect(breaksOutsideSchedule(COMMERCIAL_SCALE, [])).toBe(false);
  });

  it('places breaks of a night shift after midnight', () => {
    expect(breaksOutsideSchedule(nightShift, [coffeeBreak('01:00'), coffeeBreak('19:00'), coffeeBreak('06:45')])).toBe(false);
    expect(breaksOutsideSchedule(nightShift, [coffeeBreak('18:50')])).toBe(true);
    const shorterWeek = { ...COMMERCIAL_SCALE, standardWeekScale: equalWeek(MONDAY_TO_FRIDAY, day('08:00', '12:00', 30)) };
    expect(breaksOutsideSchedule(shorterWeek, [coffeeBreak('14:00')])).toBe(true);
  });
});

describe('weekly rest (CLT art. 67)', () => {
  it('needs a day of the week unticked', () => {
    expect(leavesWeeklyRest(equalWeek(MONDAY_TO_SATURDAY, day('08:00', '12:00')))).toBe(true);
    expect(leavesWeeklyRest(equalWeek([...MONDAY_TO_SATURDAY, 'sunday'], day('08:00', '12:00')))).toBe(false);
  });
});

describe('rest between days (CLT art. 66)', () => {
  it('counts from the exit, on the next day when overnight, to the next day\'s entry', () => {
    expect(restBetweenDays('5x2', day('08:00', '17:00'), day('08:00', '17:00'))).toBe(15 * 60);
    expect(restBetweenDays('5x2', day('18:00', '02:00'), day('08:00', '17:00'))).toBe(6 * 60);
    expect(restBetweenDays('5x2', day('22:00', '06:00'), day('22:00', '06:00'))).toBe(16 * 60);
    expect(restBetweenDays('5x2', day('22:00', '06:00'), day('05:00', '12:00'))).toBe(-60);
    expect(restBetweenDays('5x2', day('', ''), day('08:00', '17:00'))).toBe(null);
  });

  it('lists consecutive worked days under 11 h, Sunday to Monday too, Monday first', () => {
    const week = { ...weekOf({ monday: day('08:00', '16:00'), tuesday: day('06:00', '14:00') }), isSunday: true, sunday: day('18:00', '23:00') };
    const pairs = shortRestsBetweenDays({ ...COMMERCIAL_SCALE, scaleType: '5x1', standardWeekScale: week });
    // Monday 16:00 → Tuesday 06:00 is 14 h; Sunday 23:00 → Monday 08:00 is 9 h.
    expect(pairs.map(({ before, after }) => [before.key, after.key])).toEqual([['sunday', 'monday']]);
    const gap = weekOf({ monday: day('18:00', '02:00'), wednesday: day('06:00', '14:00') });
    expect(shortRestsBetweenDays({ ...COMMERCIAL_SCALE, scaleType: '5x1', standardWeekScale: gap })).toEqual([]);
  });

  it('has nothing to say of 12/36 and 24/48', () => {
    const week = equalWeek(MONDAY_TO_FRIDAY, day('06:00', '22:00'));
    expect(shortRestsBetweenDays({ ...COMMERCIAL_SCALE, scaleType: '24/48', standardWeekScale: week })).toEqual([]);
    expect(shortRestsBetweenDays({ ...COMMERCIAL_SCALE, scaleType: '5x2', standardWeekScale: week })).toHaveLength(4);
  });
});
