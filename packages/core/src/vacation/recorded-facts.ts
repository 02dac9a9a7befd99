import { activityDays, activityInterval } from '../activity/interval';
import type { RegisteredActivity } from '../activity/rules';
import type { VacationFacts } from './acquisition-periods';

/**
 * The vacation facts the app records as activities: each VACATION taken (or scheduled) and each INSS leave (art.
 * 133 IV). Unjustified absences (art. 130) come from the time clock and are not read here; paid leaves of art.
 * 133 II–III are not recorded as a kind of their own.
 */
export function recordedVacationFacts(activities: readonly RegisteredActivity[]): Omit<VacationFacts, 'admissionDate'> {
  return {
    vacations: activities.flatMap((activity) => {
      const days = activity.type === 'VACATION' ? activityDays(activity) : null;
      return days === null ? [] : [{ first: activityInterval(activity).first, days }];
    }),
    leaves: activities.flatMap((activity) => (activity.type === 'INSS_REMOVAL' ? [{ kind: 'inss' as const, ...activityInterval(activity) }] : [])),
  };
}
