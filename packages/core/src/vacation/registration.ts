import { acquisitionPeriods, type AcquisitionPeriod, type TakenVacation, type VacationFacts } from './acquisition-periods';
import { vacationPlanIssues } from './split';

// The check of a vacation being registered (server and form alike): the period it draws from must have the days
// (art. 130, less what is taken or sold) and its parts must keep art. 134 §1.

/**
 * The period a new vacation draws from: the oldest one started by its first day, not lost, with a balance (as
 * acquisitionPeriods draws them); else the last one started by then. Null before the admission.
 */
export function drawnPeriod(periods: readonly AcquisitionPeriod[], first: string): AcquisitionPeriod | null {
  const started = periods.filter((period) => period.start <= first && period.lostBy === null);
  return started.find((period) => period.balanceDays > 0) ?? started.at(-1) ?? null;
}

/** The messages refusing `vacation` given the person's facts (its vacations are the ones already registered); empty when it fits. */
export function vacationRegistrationIssues(facts: VacationFacts, vacation: TakenVacation): string[] {
  const periods = acquisitionPeriods(facts, vacation.first);
  const period = drawnPeriod(periods, vacation.first);
  if (!period) return [];
  return vacationPlanIssues({
    partDays: [...period.partDays, vacation.days],
    soldDays: period.soldDays + (vacation.soldDays ?? 0),
    daysDue: period.daysDue,
  });
}
