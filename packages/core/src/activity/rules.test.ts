import { describe, expect, it } from 'vitest';
import { experienceDates } from '../admission/experience-period';
import { activityDays, activityInterval, inclusiveDays, intervalsOverlap, returnDay } from './interval';
import {
  activityOnDay,
  canReturnFromLeave,
  findOverlap,
  isAway,
  overlapRefusal,
  returnFromLeave,
  returnRefusal,
  statusOnDay,
  type RegisteredActivity,
} from './rules';

const day = (type: RegisteredActivity['type'], date: string, user = 'u-1'): RegisteredActivity => ({
  type,
  user,
  period: 'ONE_DAY',
  date,
});
const span = (type: RegisteredActivity['type'], startDate: string, finalDate: string, user = 'u-1'): RegisteredActivity => ({
  type,
  user,
  period: 'MORE_THAN_ONE_DAY',
  startDate,
  finalDate,
});
const open = (type: RegisteredActivity['type'], startDate: string, user = 'u-1'): RegisteredActivity => ({
  type,
  user,
  period: 'MORE_THAN_ONE_DAY',
  startDate,
  finalDate: null,
  withoutForecastOfEnding: true,
});

describe('activity interval and days (000 §5)', () => {
  it('one day is its date; more than one day runs from start to end; no forecast leaves it open', () => {
    expect(activityInterval(day('DAY_OFF', '2026-03-02'))).toEqual({ first: '2026-03-02', last: '2026-03-02' });
    expect(activityInterval(span('VACATION', '2026-03-02', '2026-03-31'))).toEqual({ first: '2026-03-02', last: '2026-03-31' });
    expect(activityInterval(open('INSS_REMOVAL', '2026-03-02'))).toEqual({ first: '2026-03-02', last: null });
  });

  it('refuses an activity without its days (a programming error)', () => {
    expect(() => activityInterval({ period: 'ONE_DAY' })).toThrow(RangeError);
    expect(() => activityInterval({ period: 'MORE_THAN_ONE_DAY', startDate: '2026-03-02' })).toThrow(RangeError);
  });

  it('counts 1 for one day, otherwise the inclusive difference, across February and the year end', () => {
    expect(activityDays(day('DAY_OFF', '2026-03-02'))).toBe(1);
    expect(activityDays(span('VACATION', '2026-03-02', '2026-03-31'))).toBe(30);
    expect(activityDays(span('VACATION', '2024-02-28', '2024-03-01'))).toBe(3);
    expect(activityDays(span('VACATION', '2025-12-20', '2026-01-08'))).toBe(20);
    expect(inclusiveDays('2026-03-02', '2026-03-02')).toBe(1);
  });

  it('cannot count while open, incomplete or reversed', () => {
    expect(activityDays(open('INSS_REMOVAL', '2026-03-02'))).toBeNull();
    expect(activityDays({ period: 'MORE_THAN_ONE_DAY', startDate: '2026-03-02' })).toBeNull();
    expect(activityDays(span('VACATION', '2026-03-31', '2026-03-02'))).toBeNull();
    expect(activityDays(span('VACATION', '2026-02-30', '2026-03-02'))).toBeNull();
  });

  it('overlaps when a day is shared; an open end runs forever', () => {
    const march = { first: '2026-03-01', last: '2026-03-31' };
    expect(intervalsOverlap(march, { first: '2026-03-31', last: '2026-04-05' })).toBe(true);
    expect(intervalsOverlap(march, { first: '2026-04-01', last: '2026-04-05' })).toBe(false);
    expect(intervalsOverlap(march, { first: '2026-02-01', last: '2026-02-28' })).toBe(false);
    expect(intervalsOverlap(march, { first: '2026-02-01', last: null })).toBe(true);
    expect(intervalsOverlap({ first: '2027-01-01', last: null }, march)).toBe(false);
  });

  it('the person returns the day after the last one', () => {
    expect(returnDay(span('VACATION', '2026-03-02', '2026-03-31'))).toBe('2026-04-01');
    expect(returnDay(open('INSS_REMOVAL', '2026-03-02'))).toBeNull();
  });
});

describe('findOverlap / overlapRefusal', () => {
  const existing = [span('VACATION', '2026-03-02', '2026-03-15'), day('DAY_OFF', '2026-04-10'), open('INSS_REMOVAL', '2026-06-01')];

  it('finds the activity in the way', () => {
    expect(findOverlap(day('DAY_OFF', '2026-03-15'), existing)).toBe(existing[0]);
    expect(findOverlap(span('SUSPENSION', '2026-04-08', '2026-04-12'), existing)).toBe(existing[1]);
    expect(findOverlap(span('VACATION', '2026-03-16', '2026-04-09'), existing)).toBeNull();
  });

  it('an open-ended leave overlaps everything after its start', () => {
    expect(findOverlap(day('DAY_OFF', '2030-01-01'), existing)).toBe(existing[2]);
    expect(findOverlap(open('UNPAID_LEAVE', '2026-05-01'), existing)).toBe(existing[2]);
  });

  it('a leave ended by a return covers only up to its real end', () => {
    const ended = { ...open('INSS_REMOVAL', '2026-06-01'), ...returnFromLeave(open('INSS_REMOVAL', '2026-06-01'), '2026-06-20') };
    expect(findOverlap(day('DAY_OFF', '2026-06-20'), [ended])).toBe(ended);
    expect(findOverlap(day('DAY_OFF', '2026-06-21'), [ended])).toBeNull();
  });

  it("ignores other people's activities", () => {
    expect(findOverlap(day('DAY_OFF', '2026-03-05', 'u-2'), existing)).toBeNull();
  });

  it('says what is in the way and what to do', () => {
    expect(overlapRefusal(day('DAY_OFF', '2026-03-05'), existing)).toBe(
      'Já existe um afastamento ou status registrado neste período (02/03/2026 a 15/03/2026). Escolha outras datas.',
    );
    expect(overlapRefusal(day('SUSPENSION', '2026-04-10'), existing)).toBe(
      'Já existe um afastamento ou status registrado neste período (10/04/2026). Escolha outras datas.',
    );
    expect(overlapRefusal(day('DAY_OFF', '2026-07-01'), existing)).toBe(
      'Já existe um afastamento ou status registrado neste período (a partir de 01/06/2026, sem previsão de término). Escolha outras datas.',
    );
    expect(overlapRefusal(day('DAY_OFF', '2026-05-01'), existing)).toBeNull();
  });
});

describe('statusOnDay (000 §4, 001 §4)', () => {
  const hiring = experienceDates('2026-03-02', '45/45');
  const activities = [span('VACATION', '2026-07-01', '2026-07-20'), day('DAY_OFF', '2026-05-30'), open('INSS_REMOVAL', '2026-09-01')];

  it('is the type of the activity covering the day', () => {
    expect(statusOnDay(activities, hiring, '2026-07-01')).toBe('VACATION');
    expect(statusOnDay(activities, hiring, '2026-07-20')).toBe('VACATION');
    expect(statusOnDay(activities, hiring, '2026-05-30')).toBe('DAY_OFF');
    expect(statusOnDay(activities, hiring, '2027-01-01')).toBe('INSS_REMOVAL');
  });

  it('else WORK_EXPERIENCE through the experience end, HIRED from the day after', () => {
    expect(statusOnDay(activities, hiring, '2026-05-29')).toBe('WORK_EXPERIENCE');
    expect(statusOnDay(activities, hiring, '2026-05-31')).toBe('HIRED');
    expect(statusOnDay(activities, hiring, '2026-07-21')).toBe('HIRED');
  });

  it('a person without an experience period (PJ) is HIRED', () => {
    expect(statusOnDay([], undefined, '2026-03-02')).toBe('HIRED');
  });

  it('the latest activity wins when two cover the day', () => {
    const nested = [open('INSS_REMOVAL', '2026-08-01'), day('MEDICAL_CERTIFICATE', '2026-08-10')];
    expect(statusOnDay(nested, hiring, '2026-08-10')).toBe('MEDICAL_CERTIFICATE');
    expect(statusOnDay(nested, hiring, '2026-08-11')).toBe('INSS_REMOVAL');
    expect(statusOnDay([day('DAY_OFF', '2026-08-10'), day('WEEKLY_REST', '2026-08-10')], hiring, '2026-08-10')).toBe('WEEKLY_REST');
  });
});

describe('activityOnDay', () => {
  it('is the activity that sets the status on the day (the leave the person is on), or null', () => {
    const nested = [open('INSS_REMOVAL', '2026-08-01'), day('MEDICAL_CERTIFICATE', '2026-08-10')];
    expect(activityOnDay(nested, '2026-08-10')).toBe(nested[1]);
    expect(activityOnDay(nested, '2026-08-11')).toBe(nested[0]);
    expect(activityOnDay(nested, '2026-07-31')).toBeNull();
  });
});

describe('away and return from leave (000 §2.5, §4)', () => {
  it('a leave status is away; experience, hired and the rest are not', () => {
    expect(isAway('SUSPENSION')).toBe(true);
    expect(isAway('WEEKLY_REST')).toBe(true);
    expect(isAway('WORK_EXPERIENCE')).toBe(false);
    expect(isAway('HIRED')).toBe(false);
    expect(isAway('DISMISSED')).toBe(false);
    expect(isAway(null)).toBe(false);
  });

  it('returns only a person away on a leave with no forecast of end', () => {
    expect(canReturnFromLeave('INSS_REMOVAL', open('INSS_REMOVAL', '2026-03-02'))).toBe(true);
    expect(canReturnFromLeave('SUSPENSION', span('SUSPENSION', '2026-03-02', '2026-03-05'))).toBe(false);
    expect(canReturnFromLeave('WORK_EXPERIENCE', open('INSS_REMOVAL', '2026-03-02'))).toBe(false);
    expect(canReturnFromLeave('HIRED', open('INSS_REMOVAL', '2026-03-02'))).toBe(false);
  });

  it('the leave ends today and the person is back tomorrow', () => {
    expect(returnFromLeave(open('UNPAID_LEAVE', '2026-03-02'), '2026-03-31')).toEqual({
      finalDate: '2026-03-31',
      withoutForecastOfEnding: false,
      numberOfDays: 30,
      returnsOn: '2026-04-01',
    });
    expect(returnFromLeave(open('UNPAID_LEAVE', '2026-12-20'), '2026-12-31').returnsOn).toBe('2027-01-01');
  });

  it('refuses a return that cannot happen, saying why', () => {
    const leave = open('SUSPENSION', '2026-03-10');
    expect(returnRefusal('SUSPENSION', leave, '2026-03-10')).toBeNull();
    expect(returnRefusal('HIRED', leave, '2026-03-10')).toBe('Só é possível encerrar um afastamento sem previsão de término. Atualize a página.');
    expect(returnRefusal('SUSPENSION', leave, '2026-03-09')).toBe(
      'Este afastamento começa em 10/03/2026: só é possível encerrá-lo a partir dessa data.',
    );
    expect(() => returnFromLeave(leave, '2026-03-09')).toThrow(RangeError);
  });
});
