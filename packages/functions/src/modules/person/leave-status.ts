import type { ActivityRecord } from '../../db/entities/activity';
import { activityOnDay, isAway, statusOnDay, type RegisteredActivity } from '@colabora/core/activity/rules';
import type { CurrentLeave } from '@colabora/core/activity/schema';
import type { StatusActive } from '@colabora/core/enums';
import { writeLabelled, type TxEntities, type TxPart } from '../../db/labelled-transaction';
import { READ_AGAIN, retryTransaction } from '../../db/transaction-retry';
import { personActivities } from './activities';
import { isActiveEmployee } from './active-employee';
import { unchanged } from './guarded-update';
import { getUser } from './records';
import { ROW_SOURCE, rosterParts, rosterReady } from './staff-roster';
import type { UserRecord } from '../../db/entities/user';

// A person's status on a day follows their activities (core/activity/rules.ts statusOnDay): the leave covering
// the day, else WORK_EXPERIENCE through the experience end, else HIRED. Registering an activity, ending a leave
// and the daily job all write it through here, with `currentLeave` (the leave's dates the list and the detail
// show) and `statusSeq`, which every such write bumps on the condition that it read the last value.

/** A stored activity as the rules read it: with its real end once a return ended it, and a vacation's days sold. */
export type LeaveSource = RegisteredActivity & { id: string; soldDays: number | null };

export function leaveSource(record: ActivityRecord): LeaveSource {
  const ended = record.endedOn !== undefined;
  return {
    id: record.id,
    user: record.userId,
    type: record.type,
    period: record.period,
    date: record.date ?? null,
    startDate: record.startDate ?? null,
    finalDate: ended ? record.endedOn : (record.finalDate ?? null),
    withoutForecastOfEnding: ended ? false : record.withoutForecastOfEnding,
    soldDays: record.soldDays ?? null,
  };
}

export interface StatusState {
  statusActive: StatusActive;
  currentLeave: CurrentLeave | null;
}

function currentLeaveOf(activity: LeaveSource): CurrentLeave {
  const first = activity.period === 'ONE_DAY' ? activity.date : activity.startDate;
  const last = activity.period === 'ONE_DAY' ? activity.date : activity.finalDate;
  if (!first) throw new RangeError('Activity without its first day');
  return {
    activityId: activity.id,
    type: activity.type,
    startDate: first,
    finalDate: activity.withoutForecastOfEnding ? null : (last ?? null),
    withoutForecastOfEnding: activity.withoutForecastOfEnding === true,
  };
}

/**
 * What the person's status and current leave are on `day`; null when the activities do not govern it: not
 * active staff (person/active-employee.ts: a candidate, someone dismissed, archived or without access), or
 * away on a status set without any activity (nothing to end).
 */
export function statusStateOn(person: UserRecord, activities: readonly LeaveSource[], day: string): StatusState | null {
  if (!isActiveEmployee(person)) return null;
  const covering = activityOnDay(activities, day);
  if (!covering && isAway(person.statusActive) && !person.currentLeave) return null;
  return {
    statusActive: statusOnDay(activities, person.hiringData, day),
    currentLeave: covering ? currentLeaveOf(covering) : null,
  };
}

function sameLeave(a: CurrentLeave | null, b: UserRecord['currentLeave']): boolean {
  if (!a || !b) return !a && !b;
  return (
    a.activityId === b.activityId &&
    a.type === b.type &&
    a.startDate === b.startDate &&
    a.finalDate === (b.finalDate ?? null) &&
    a.withoutForecastOfEnding === b.withoutForecastOfEnding
  );
}

/** True when the stored person already has `state`. */
export function hasState(person: UserRecord, state: StatusState): boolean {
  return person.statusActive === state.statusActive && sameLeave(state.currentLeave, person.currentLeave);
}

/**
 * The transaction part that gives the person `state`, refused (label it) if their status or any activity write
 * happened since `person` was read. Written even when nothing changes: the bump alone orders registrations.
 */
export function statusPart(tx: TxEntities, person: UserRecord, state: StatusState): TxPart {
  const key = { companyId: person.companyId, id: person.id };
  const { currentLeave } = state;
  const set = tx.user
    .patch(key)
    .set({
      statusActive: state.statusActive,
      ...(currentLeave
        ? { currentLeave: { ...currentLeave, finalDate: currentLeave.finalDate ?? undefined } }
        : {}),
    })
    .add({ statusSeq: 1 });
  const write = currentLeave || !person.currentLeave ? set : set.remove(['currentLeave']);
  // ROW_SOURCE: the roster row written beside it (statusParts) is built from what was read.
  return write.where(unchanged(person, ['role', 'statusActive', 'statusSeq', ...ROW_SOURCE])).commit();
}

/** statusPart with the person's roster row (the Ativos list shows the status and the leave's dates). */
export function statusParts(tx: TxEntities, person: UserRecord, state: StatusState): ['user' | 'roster', TxPart][] {
  const currentLeave = state.currentLeave ? { ...state.currentLeave, finalDate: state.currentLeave.finalDate ?? undefined } : undefined;
  return [['user', statusPart(tx, person, state)], ...rosterParts(tx, person, { ...person, statusActive: state.statusActive, currentLeave })];
}

/** Call before a transaction carrying statusParts (the roster chunk must exist). */
export const statusPartsReady = (person: UserRecord) => rosterReady(person.companyId, person.id);

/** What settling a person on a day did. */
export type Settled = 'hired' | 'returned' | 'started' | 'changed';

const SETTLE_ATTEMPTS = 3;

function settledKind(before: StatusActive | undefined, after: StatusState): Settled {
  if (after.currentLeave) return 'started';
  if (isAway(before)) return 'returned';
  return before === 'WORK_EXPERIENCE' && after.statusActive === 'HIRED' ? 'hired' : 'changed';
}

/**
 * Gives the person the status their activities and experience dates say for `day` (the daily job), unless
 * they already have it; null when nothing changed. A registration that lands meanwhile makes it read again.
 */
export async function settlePerson(companyId: string, userId: string, day: string): Promise<Settled | null> {
  return retryTransaction(async () => {
    const person = await getUser(companyId, userId, true);
    if (!person) return null;
    const activities = (await personActivities(companyId, userId)).map(leaveSource);
    const state = statusStateOn(person, activities, day);
    if (!state || hasState(person, state)) return null;
    await statusPartsReady(person);
    const refused = await writeLabelled((tx) => statusParts(tx, person, state));
    return refused ? READ_AGAIN : settledKind(person.statusActive, state);
  }, { attempts: SETTLE_ATTEMPTS, exhausted: () => new Error(`could not settle the status of ${userId} after repeated conflicts`) });
}
