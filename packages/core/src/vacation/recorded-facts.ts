import { activityDays, activityInterval } from '../activity/interval';
import type { RegisteredActivity } from '../activity/rules';
import type { VacationFacts } from './acquisition-periods';

/** A registered activity with the days sold with it, when it is a vacation (abono pecuniário, art. 143). */
export type VacationActivity = RegisteredActivity & { soldDays?: number | null };

/**
 * The vacation facts the app records as activities: each VACATION taken (or scheduled), with the days sold with
 * it, and each INSS leave (art. 133 IV). Unjustified absences (art. 130) come from the time clock and are not
 * read here; paid leaves of art. 133 II–III are not recorded as a kind of their own.
 */
export function recordedVacationFacts(activities: readonly VacationActivity[]): Omit<VacationFacts, 'admissionDate'> {
  return {
    vacations: activities.flatMap((activity) => {
      const days = activity.type === 'VACATION' ? activityDays(activity) : null;
      if (days === null) return [];
      const first = activityInterval(activity).first;
      return [activity.soldDays ? { first, days, soldDays: activity.soldDays } : { first, days }];
    }),
    leaves: activities.flatMap((activity) => (activity.type === 'INSS_REMOVAL' ? [{ kind: 'inss' as const, ...activityInterval(activity) }] : [])),
  };
}
