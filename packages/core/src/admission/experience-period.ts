import { addCalendarDays } from './calendar-day';

// Experience (probation) period of CLT collaborators, spec 001 §4 and §9: '30/60' or '45/45'. The dates
// follow the spec's chain exactly: the first period starts on the admission date; its end is that start
// plus N days; the second period starts N days after the first end; the contract ends N days after the
// second start (N = 30 for '30/60', 45 for '45/45'). End dates are read-only on the screen.
export const EXPERIENCE_PERIODS = ['30/60', '45/45'] as const;
export type ExperiencePeriod = (typeof EXPERIENCE_PERIODS)[number];

/** The N of each option: the step of the chain. */
export const EXPERIENCE_PERIOD_STEP_DAYS: Record<ExperiencePeriod, number> = { '30/60': 30, '45/45': 45 };

export interface ExperienceDates {
  experiencePeriod: ExperiencePeriod;
  beginningOfFirstPeriod: string;
  endOfFirstPeriod: string;
  startOfSecondPeriod: string;
  endOfSecondPeriod: string;
}

/** The four dates of a period chosen on admission day `admissionDate` ('yyyy-MM-dd'). */
export function experienceDates(admissionDate: string, experiencePeriod: ExperiencePeriod): ExperienceDates {
  const step = EXPERIENCE_PERIOD_STEP_DAYS[experiencePeriod];
  const endOfFirstPeriod = addCalendarDays(admissionDate, step);
  const startOfSecondPeriod = addCalendarDays(endOfFirstPeriod, step);
  return {
    experiencePeriod,
    beginningOfFirstPeriod: admissionDate,
    endOfFirstPeriod,
    startOfSecondPeriod,
    endOfSecondPeriod: addCalendarDays(startOfSecondPeriod, step),
  };
}

/** True when the four dates are the ones the chosen period gives from its first day (they are read-only). */
export function matchesExperiencePeriod(dates: ExperienceDates): boolean {
  const expected = experienceDates(dates.beginningOfFirstPeriod, dates.experiencePeriod);
  return (
    expected.endOfFirstPeriod === dates.endOfFirstPeriod &&
    expected.startOfSecondPeriod === dates.startOfSecondPeriod &&
    expected.endOfSecondPeriod === dates.endOfSecondPeriod
  );
}
