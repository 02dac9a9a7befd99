import { describe, expect, it } from 'vitest';
import { addCalendarDays } from '../ground/calendar-day';
import {
  EXPERIENCE_PERIODS,
  experienceDates,
  experiencePeriodFields,
  experienceEnd,
  isInExperience,
  matchesExperiencePeriod,
} from './experience-period';

// CLT arts. 445 and 451, admission day = day 1: first end = admission + N − 1; the extension starts the next
// day; the contract ends on admission + 89 (not spec 001 §4's chained gaps).
describe('experience period (CLT arts. 445, 451)', () => {
  it('offers 30/60 and 45/45', () => {
    expect(EXPERIENCE_PERIODS).toEqual(['30/60', '45/45']);
  });

  it('45/45 from 02/03/2026: 02/03–15/04, then 16/04–30/05', () => {
    expect(experienceDates('2026-03-02', '45/45')).toEqual({
      experiencePeriod: '45/45',
      beginningOfFirstPeriod: '2026-03-02',
      endOfFirstPeriod: '2026-04-15',
      startOfSecondPeriod: '2026-04-16',
      endOfSecondPeriod: '2026-05-30',
    });
  });

  it('30/60 from 02/03/2026: 02/03–31/03, then 01/04–30/05', () => {
    expect(experienceDates('2026-03-02', '30/60')).toEqual({
      experiencePeriod: '30/60',
      beginningOfFirstPeriod: '2026-03-02',
      endOfFirstPeriod: '2026-03-31',
      startOfSecondPeriod: '2026-04-01',
      endOfSecondPeriod: '2026-05-30',
    });
  });

  it("matches the law reference's worked examples from 01/03", () => {
    expect(experienceDates('2026-03-01', '45/45')).toMatchObject({ endOfFirstPeriod: '2026-04-14', endOfSecondPeriod: '2026-05-29' });
    expect(experienceDates('2026-03-01', '30/60')).toMatchObject({
      endOfFirstPeriod: '2026-03-30',
      startOfSecondPeriod: '2026-03-31',
      endOfSecondPeriod: '2026-05-29',
    });
  });

  it('ends both options on admission + 89 days, never past the 90-day cap', () => {
    for (const admission of ['2026-01-05', '2024-01-31', '2025-12-15', '2026-02-28']) {
      for (const period of EXPERIENCE_PERIODS) {
        expect(experienceDates(admission, period).endOfSecondPeriod).toBe(addCalendarDays(admission, 89));
      }
    }
  });

  it('counts calendar days across February of a leap year and the year end', () => {
    expect(experienceDates('2024-01-31', '30/60')).toMatchObject({
      endOfFirstPeriod: '2024-02-29',
      startOfSecondPeriod: '2024-03-01',
      endOfSecondPeriod: '2024-04-29',
    });
    expect(experienceDates('2025-12-15', '45/45')).toMatchObject({
      endOfFirstPeriod: '2026-01-28',
      startOfSecondPeriod: '2026-01-29',
      endOfSecondPeriod: '2026-03-14',
    });
  });

  it('gives the same days whatever the process time zone (no drift)', () => {
    const previous = process.env.TZ;
    try {
      process.env.TZ = 'Pacific/Kiritimati';
      const east = experienceDates('2026-02-20', '30/60');
      process.env.TZ = 'Pacific/Pago_Pago';
      expect(experienceDates('2026-02-20', '30/60')).toEqual(east);
      expect(east.endOfFirstPeriod).toBe('2026-03-21');
    } finally {
      process.env.TZ = previous;
    }
  });

  it('accepts only the dates the chosen period gives', () => {
    const dates = experienceDates('2026-01-05', '30/60');
    expect(matchesExperiencePeriod(dates)).toBe(true);
    expect(matchesExperiencePeriod({ ...dates, experiencePeriod: '45/45' })).toBe(false);
    expect(matchesExperiencePeriod({ ...dates, endOfSecondPeriod: addCalendarDays(dates.endOfSecondPeriod, 1) })).toBe(false);
    expect(matchesExperiencePeriod({ ...dates, startOfSecondPeriod: dates.endOfFirstPeriod })).toBe(false);
  });
});

describe('experience end and status (000 §4)', () => {
  const dates = experienceDates('2026-03-02', '45/45');

  it('is WORK_EXPERIENCE through the last day and HIRED from the day after', () => {
    expect(experienceEnd(dates)).toBe('2026-05-30');
    expect(isInExperience(dates, '2026-03-02')).toBe(true);
    expect(isInExperience(dates, '2026-05-30')).toBe(true);
    expect(isInExperience(dates, '2026-05-31')).toBe(false);
  });

  it('counts days between activation and admission as experience', () => {
    expect(isInExperience(dates, '2026-02-25')).toBe(true);
  });

  it('does not apply to a person without dates (PJ)', () => {
    expect(experienceEnd(undefined)).toBeNull();
    expect(experienceEnd({})).toBeNull();
    expect(experienceEnd({ endOfSecondPeriod: null })).toBeNull();
    expect(isInExperience(null, '2026-03-02')).toBe(false);
  });
});

describe('experiencePeriodFields', () => {
  it("keeps a CLT form's period and drops a PJ form's", () => {
    const clt = { regime: 'CLT', ...experienceDates('2026-03-02', '30/60'), salary: 1 };
    expect(experiencePeriodFields(clt)).toEqual(experienceDates('2026-03-02', '30/60'));
    expect(experiencePeriodFields({ ...clt, regime: 'PJ' })).toEqual({});
  });
});
