import { describe, expect, it } from 'vitest';
import { experienceEnded } from './experience-ended';

const inExperience = (endOfSecondPeriod?: string) => ({
  statusActive: 'WORK_EXPERIENCE',
  hiringData: endOfSecondPeriod ? { endOfSecondPeriod } : undefined,
});

describe('end of experience', () => {
  it('the last day of experience is still experience', () => {
    expect(experienceEnded(inExperience('2026-04-04'), '2026-04-04')).toBe(false);
  });

  it('the next day ends it, and any later day too', () => {
    expect(experienceEnded(inExperience('2026-04-04'), '2026-04-05')).toBe(true);
    expect(experienceEnded(inExperience('2025-12-31'), '2026-01-01')).toBe(true);
    expect(experienceEnded(inExperience('2026-01-10'), '2026-06-01')).toBe(true);
  });

  it('never touches people without dates or in another status', () => {
    expect(experienceEnded(inExperience(undefined), '2026-04-05')).toBe(false);
    expect(experienceEnded({ statusActive: 'VACATION', hiringData: { endOfSecondPeriod: '2026-01-01' } }, '2026-04-05')).toBe(
      false,
    );
  });
});
