import { describe, expect, it } from 'vitest';
import { EXPERIENCE_PERIODS, experienceDates, matchesExperiencePeriod } from './experience-period';

// Spec 001 §4: start = admission; first end = start + N; second start = first end + N; end = second start + N.
describe('experience period (CLT)', () => {
  it('offers 30/60 and 45/45', () => {
    expect(EXPERIENCE_PERIODS).toEqual(['30/60', '45/45']);
  });

  it('30/60 chains 30-day steps from the admission date', () => {
    expect(experienceDates('2026-01-05', '30/60')).toEqual({
      experiencePeriod: '30/60',
      beginningOfFirstPeriod: '2026-01-05',
      endOfFirstPeriod: '2026-02-04',
      startOfSecondPeriod: '2026-03-06',
      endOfSecondPeriod: '2026-04-05',
    });
  });

  it('45/45 chains 45-day steps from the admission date', () => {
    expect(experienceDates('2026-01-05', '45/45')).toEqual({
      experiencePeriod: '45/45',
      beginningOfFirstPeriod: '2026-01-05',
      endOfFirstPeriod: '2026-02-19',
      startOfSecondPeriod: '2026-04-05',
      endOfSecondPeriod: '2026-05-20',
    });
  });

  it('counts calendar days across February of a leap year and the year end', () => {
    expect(experienceDates('2024-01-31', '30/60')).toMatchObject({
      endOfFirstPeriod: '2024-03-01',
      startOfSecondPeriod: '2024-03-31',
      endOfSecondPeriod: '2024-04-30',
    });
    expect(experienceDates('2025-12-15', '45/45')).toMatchObject({
      endOfFirstPeriod: '2026-01-29',
      startOfSecondPeriod: '2026-03-15',
      endOfSecondPeriod: '2026-04-29',
    });
  });

  it('gives the same days whatever the process time zone (no drift)', () => {
    const previous = process.env.TZ;
    try {
      process.env.TZ = 'Pacific/Kiritimati';
      const east = experienceDates('2026-02-20', '30/60');
      process.env.TZ = 'Pacific/Pago_Pago';
      expect(experienceDates('2026-02-20', '30/60')).toEqual(east);
      expect(east.endOfFirstPeriod).toBe('2026-03-22');
    } finally {
      process.env.TZ = previous;
    }
  });

  it('accepts only the chain the chosen period gives', () => {
    const dates = experienceDates('2026-01-05', '30/60');
    expect(matchesExperiencePeriod(dates)).toBe(true);
    expect(matchesExperiencePeriod({ ...dates, experiencePeriod: '45/45' })).toBe(false);
    expect(matchesExperiencePeriod({ ...dates, endOfSecondPeriod: '2026-04-04' })).toBe(false);
  });
});
