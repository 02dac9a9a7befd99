import { describe, expect, it } from 'vitest';
import { experienceDates } from './experience-period';

describe('experience period dates', () => {
  it('30+60 from an admission gives 90 days in two periods', () => {
    expect(experienceDates('2026-01-05', '30+60')).toEqual({
      experiencePeriod: '30+60',
      beginningOfFirstPeriod: '2026-01-05',
      endOfFirstPeriod: '2026-02-03',
      startOfSecondPeriod: '2026-02-04',
      endOfSecondPeriod: '2026-04-04',
    });
  });

  it('45+45 splits the 90 days evenly', () => {
    const dates = experienceDates('2026-01-05', '45+45');
    expect(dates.endOfFirstPeriod).toBe('2026-02-18');
    expect(dates.startOfSecondPeriod).toBe('2026-02-19');
    expect(dates.endOfSecondPeriod).toBe('2026-04-04');
  });
});
