import { addCalendarDays } from '../ground/calendar-day';
import { isInExperience, type ExperienceData } from '../admission/experience-period';
import type { StatusActive } from '../enums';
import { activityInterval, inclusiveDays, intervalsOverlap, type ActivityDays } from './interval';
import { ACTIVITY_MSG, ACTIVITY_TYPES, type ActivityType } from './terms';

// The rules around registered activities (spec 000 §2.5, §4 'Collaborator status'; 001 §4 'Status
// application'), each a named function the handlers, the daily job and the screens share.

/** An activity as the rules read it; `user` is whose it is, when known. */
export type RegisteredActivity = ActivityDays & { type: ActivityType; user?: string };

/**
 * The first of the person's activities sharing a day with `activity` (an open-ended leave covers every day
 * from its start; a leave ended by a return covers up to its real end), or null. Other people's are ignored.
 */
export function findOverlap<T extends RegisteredActivity>(activity: RegisteredActivity, existing: readonly T[]): T | null {
  const interval = activityInterval(activity);
  const samePerson = (other: T) => !activity.user || !other.user || other.user === activity.user;
  return existing.find((other) => samePerson(other) && intervalsOverlap(interval, activityInterval(other))) ?? null;
}

/** Named refusal for an overlap: what is in the way and what to do; null when the days are free. */
export function overlapRefusal(activity: RegisteredActivity, existing: readonly RegisteredActivity[]): string | null {
  const overlap = findOverlap(activity, existing);
  return overlap ? ACTIVITY_MSG.overlap(activityInterval(overlap)) : null;
}

/** A leave status (any registered type): the person is away (001 §4); WORK_EXPERIENCE and HIRED are not. */
export function isAway(statusActive: StatusActive | null | undefined): boolean {
  return (ACTIVITY_TYPES as readonly string[]).includes(statusActive ?? '');
}

/**
 * The status a person has on `day`: the type of the latest activity covering it (latest start; on a tie, the
 * one registered last), else WORK_EXPERIENCE through the experience end, else HIRED.
 */
export function statusOnDay(activities: readonly RegisteredActivity[], hiringData: ExperienceData, day: string): StatusActive {
  const current = activityOnDay(activities, day);
  if (current) return current.type;
  return isInExperience(hiringData, day) ? 'WORK_EXPERIENCE' : 'HIRED';
}

/** The activity that sets the status on `day`: the latest start covering it (on a tie, the one listed last), or null. */
export function activityOnDay<T extends RegisteredActivity>(activities: readonly T[], day: string): T | null {
  let current: { activity: T; first: string } | null = null;
  for (const activity of activities) {
    const { first, last } = activityInterval(activity);
    const covers = first <= day && (last === null || day <= last);
    if (covers && (current === null || first >= current.first)) current = { activity, first };
  }
  return current?.activity ?? null;
}

/** 000 §2.5: only a person away on a leave with no forecast of end can be returned (the row is clickable). */
export function canReturnFromLeave(
  statusActive: StatusActive | null | undefined,
  activity: Pick<ActivityDays, 'withoutForecastOfEnding'>,
): boolean {
  return isAway(statusActive) && activity.withoutForecastOfEnding === true;
}

/** Named refusal for PUT /activity/end-activity-with-no-forecast; null when the person can be returned today. */
export function returnRefusal(
  statusActive: StatusActive | null | undefined,
  activity: RegisteredActivity,
  today: string,
): string | null {
  if (!canReturnFromLeave(statusActive, activity)) return ACTIVITY_MSG.cannotReturn;
  const { first } = activityInterval(activity);
  return today < first ? ACTIVITY_MSG.leaveNotStarted(first) : null;
}

/** What a return changes: the leave ends today and the person is back tomorrow. */
export interface LeaveReturn {
  finalDate: string;
  withoutForecastOfEnding: false;
  numberOfDays: number;
  /** The day the person works again (today + 1). */
  returnsOn: string;
}

/** 000 §4: ends the leave today; the person returns the next day. Call it once `returnRefusal` says null. */
export function returnFromLeave(activity: RegisteredActivity, today: string): LeaveReturn {
  const { first } = activityInterval(activity);
  if (today < first) throw new RangeError('The leave has not started');
  return {
    finalDate: today,
    withoutForecastOfEnding: false,
    numberOfDays: inclusiveDays(first, today),
    returnsOn: addCalendarDays(today, 1),
  };
}
