import { addCalendarDays } from '../ground/calendar-day';

// Experience (probation) period of CLT collaborators: '30/60' or '45/45' (spec 001 §9). The dates follow the
// law, not spec 001 §4's chain (ARCHITECTURE 'Product decisions'): CLT art. 445 sole paragraph caps the
// contract at 90 days and art. 451 (Súmula 188 TST) allows one extension within them. Days are counted with
// the admission day as day 1, so the first period ends on admission + (N − 1), the extension starts the next
// day, and the whole contract ends on admission + 89. End dates are read-only on the screen.
export const EXPERIENCE_PERIODS = ['30/60', '45/45'] as const;
export type ExperiencePeriod = (typeof EXPERIENCE_PERIODS)[number];

/** Length in days of the first period and of its extension, for each option. */
export const EXPERIENCE_PERIOD_DAYS: Record<ExperiencePeriod, readonly [first: number, second: number]> = {
  '30/60': [30, 60],
  '45/45': [45, 45],
};

export interface ExperienceDates {
  experiencePeriod: ExperiencePeriod;
  beginningOfFirstPeriod: string;
  endOfFirstPeriod: string;
  startOfSecondPeriod: string;
  endOfSecondPeriod: string;
}

/** The four dates of a period chosen on admission day `admissionDate` ('yyyy-MM-dd'). */
export function experienceDates(admissionDate: string, experiencePeriod: ExperiencePeriod): ExperienceDates {
  const [first, second] = EXPERIENCE_PERIOD_DAYS[experiencePeriod];
  const endOfFirstPeriod = addCalendarDays(admissionDate, first - 1);
  const startOfSecondPeriod = addCalendarDays(endOfFirstPeriod, 1);
  return {
    experiencePeriod,
    beginningOfFirstPeriod: admissionDate,
    endOfFirstPeriod,
    startOfSecondPeriod,
    endOfSecondPeriod: addCalendarDays(startOfSecondPeriod, second - 1),
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

/** What a stored person carries of the period: PJ people, and CLT ones before the hiring tab is saved, have none. */
export type ExperienceData = { endOfSecondPeriod?: string | null } | null | undefined;

/** Last day of the experience contract, or null when the concept does not apply (no dates: PJ). */
export function experienceEnd(hiringData: ExperienceData): string | null {
  return hiringData?.endOfSecondPeriod || null;
}

/**
 * True while `day` is within the experience contract: the person is WORK_EXPERIENCE through its last day and
 * HIRED from the day after. Days before admission count as experience too (activation may come first).
 */
export function isInExperience(hiringData: ExperienceData, day: string): boolean {
  const end = experienceEnd(hiringData);
  return end !== null && day <= end;
}

/** The experience period's fields a hiring form carries: a CLT contract's, none for PJ. */
export function experiencePeriodFields(hiring: { regime: string } & Partial<ExperienceDates>): Partial<ExperienceDates> {
  if (hiring.regime !== 'CLT') return {};
  const { experiencePeriod, beginningOfFirstPeriod, endOfFirstPeriod, startOfSecondPeriod, endOfSecondPeriod } = hiring;
  return { experiencePeriod, beginningOfFirstPeriod, endOfFirstPeriod, startOfSecondPeriod, endOfSecondPeriod };
}
