import { describe, expect, it } from 'vitest';
import { bankExpiries, creditExpiresOn } from './bank-terms';
import { breakIndemnity, requiredMainBreak } from './breaks';
import { overtimeAlerts, overtimePercent } from './overtime';
import { interjornadaShortfall, isSeventhConsecutiveDay, longestRest, WEEKLY_REST_MINUTES } from './rest';

// The worked examples of issue 22 (labour-law.md §2), one per rule.
const minute = (iso: string) => Date.parse(iso) / 60_000;

describe('rest between days (CLT art. 66, OJ 355 SDI-1)', () => {
  it('owes 150 minutes when Monday ends 23:30 and Tuesday starts 08:00', () => {
    expect(interjornadaShortfall(minute('2026-03-02T23:30:00-03:00'), minute('2026-03-03T08:00:00-03:00'))).toBe(150);
  });
  it('owes nothing after 11 h', () => {
    expect(interjornadaShortfall(minute('2026-03-02T18:00:00-03:00'), minute('2026-03-03T05:00:00-03:00'))).toBe(0);
  });
});

describe('weekly rest (art. 67, Súmula 110)', () => {
  it('finds 23 h in a 6x1 whose Saturday runs 23:00–07:00 and whose Monday starts at 06:00: less than 35 h', () => {
    const saturday = { from: minute('2026-03-07T23:00:00-03:00'), to: minute('2026-03-08T07:00:00-03:00') };
    const monday = { from: minute('2026-03-09T06:00:00-03:00'), to: minute('2026-03-09T14:00:00-03:00') };
    expect(longestRest([monday, saturday])).toBe(23 * 60);
    expect(longestRest([saturday, monday]) >= WEEKLY_REST_MINUTES).toBe(false);
  });
  it('flags the 7th day worked in a row, not the 6th', () => {
    const days = ['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06', '2026-03-07', '2026-03-08'];
    const worked = new Set(days);
    expect(isSeventhConsecutiveDay(worked, '2026-03-07')).toBe(false);
    expect(isSeventhConsecutiveDay(worked, '2026-03-08')).toBe(true);
    expect(isSeventhConsecutiveDay(new Set(days.filter((day) => day !== '2026-03-04')), '2026-03-08')).toBe(false);
  });
});

describe('main break (art. 71)', () => {
  it('asks 1 h over 6 h of work, 15 min over 4 h, nothing up to 4 h', () => {
    expect(requiredMainBreak(361)).toBe(60);
    expect(requiredMainBreak(360)).toBe(15);
    expect(requiredMainBreak(241)).toBe(15);
    expect(requiredMainBreak(240)).toBe(0);
  });
  it('lets a collective agreement cut it to 30 min, never less (art. 611-A III)', () => {
    expect(requiredMainBreak(480, 30)).toBe(30);
    expect(requiredMainBreak(480, 20)).toBe(30);
  });
  it('pays 20 missing minutes of a 60-minute break as 30 (art. 71 §4)', () => {
    expect(breakIndemnity(60, 40)).toEqual({ missingMinutes: 20, paidMinutes: 30 });
    expect(breakIndemnity(60, 75)).toEqual({ missingMinutes: 0, paidMinutes: 0 });
  });
});

describe('overtime (art. 59, Súmula 146)', () => {
  it('raises both alerts for 08:00–21:00 with a 1 h break on an 08:00–17:48 plan (192 minutes over, 12 h worked)', () => {
    const planned = 9 * 60 + 48 - 60;
    const worked = 13 * 60 - 60;
    expect(worked - planned).toBe(192);
    expect(overtimeAlerts(worked, planned)).toEqual(['OVERTIME_OVER_2H', 'WORK_OVER_10H']);
    expect(overtimeAlerts(600, planned)).toEqual([]);
    expect(overtimeAlerts(420 + 121, 420)).toEqual(['OVERTIME_OVER_2H']);
    expect(overtimeAlerts(601, 540)).toEqual(['WORK_OVER_10H']);
  });
  it('pays 100 % on a rest day or holiday, else the company rate but never under 50 %', () => {
    expect(overtimePercent({ restDay: true, holiday: false })).toBe(100);
    expect(overtimePercent({ restDay: false, holiday: true }, 60)).toBe(100);
    expect(overtimePercent({ restDay: false, holiday: false })).toBe(50);
    expect(overtimePercent({ restDay: false, holiday: false }, 70)).toBe(70);
    expect(overtimePercent({ restDay: false, holiday: false }, 30)).toBe(50);
  });
});

describe('hours-bank terms (art. 59 §§2, 5, 6)', () => {
  it('makes +60 banked on 15/01 under an individual agreement payable on 15/07, as 90 at 50 %', () => {
    expect(creditExpiresOn('2026-01-15', 'INDIVIDUAL_AGREEMENT')).toBe('2026-07-15');
    const expiries = bankExpiries([{ day: '2026-01-15', minutes: 60 }], 'INDIVIDUAL_AGREEMENT', '2026-07-15');
    expect(expiries).toEqual([{ creditDay: '2026-01-15', expiresOn: '2026-07-15', minutes: 60 }]);
    expect((expiries[0].minutes * (100 + overtimePercent({ restDay: false, holiday: false }))) / 100).toBe(90);
    expect(bankExpiries([{ day: '2026-01-15', minutes: 60 }], 'INDIVIDUAL_AGREEMENT', '2026-07-14')).toEqual([]);
  });
  it('gives 12 months under a collective agreement, the month itself under §6, and keeps month ends', () => {
    expect(creditExpiresOn('2026-01-15', 'COLLECTIVE_AGREEMENT')).toBe('2027-01-15');
    expect(creditExpiresOn('2026-01-15', 'SAME_MONTH')).toBe('2026-02-01');
    expect(creditExpiresOn('2026-08-31', 'INDIVIDUAL_AGREEMENT')).toBe('2027-02-28');
  });
  it('gives back the oldest credit first (FIFO): only what was left of each expires', () => {
    const movements = [
      { day: '2026-01-10', minutes: 60 },
      { day: '2026-02-10', minutes: 30 },
      { day: '2026-03-01', minutes: -80 },
    ];
    expect(bankExpiries(movements, 'INDIVIDUAL_AGREEMENT', '2026-12-31')).toEqual([{ creditDay: '2026-02-10', expiresOn: '2026-08-10', minutes: 10 }]);
  });
  it('expires nothing without a bank (overtime is paid as it happens)', () => {
    expect(bankExpiries([{ day: '2026-01-15', minutes: 60 }], 'NONE', '2027-01-01')).toEqual([]);
  });
});
