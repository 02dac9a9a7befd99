import { ACTIVITY_REFUSAL } from '@colabora/core/activity/answer';
import { returnFromLeave, returnRefusal } from '@colabora/core/activity/rules';
import { ACTIVITY_MSG, endActivitySchema } from '@colabora/core/activity/schema';
import { companyToday } from '../../modules/company/time-zone';
import { now } from '../../lib/clock';
import { SERVER_MSG } from '@colabora/core/messages';
import { writeLabelled } from '../../db/labelled-transaction';
import { READ_AGAIN, retryTransaction } from '../../db/transaction-retry';
import { Conflict, NotFound } from '../../http/http-error';
import { ok } from '../../http/reply';
import { action } from '../../http/resource-handler';
import { collaboratorDetail } from '../../modules/person/detail';
import { leaveSource, statusParts, statusPartsReady, statusStateOn } from '../../modules/person/leave-status';
import { getUser } from '../../modules/person/records';
import { findActivity, personActivities } from '../../modules/person/activities';
import { historyEvent } from '../../modules/person/history';
import { returnChanges } from './history-changes';

const MAX_ATTEMPTS = 5;

/**
 * PUT /api/activity/end-activity-with-no-forecast {activityId} → CollaboratorDetail (000 §4, §7). Ends a leave
 * with no forecast of end today: its real end (today, who, when) is added to the activity, the person's current
 * leave now ends today (the list shows it, the row is no longer clickable) and the daily job gives them
 * WORK_EXPERIENCE or HIRED tomorrow, the day they are back. Only a leave the person is on, with no forecast
 * (core returnRefusal), and only once (409).
 */
export const endActivityWithNoForecast = action('endActivityWithNoForecast', { body: endActivitySchema }, async ({ caller, body: { activityId } }) => {
  return retryTransaction(async () => {
    const today = await companyToday(caller.companyId, now());
    const activity = await findActivity(caller.companyId, activityId);
    if (!activity) throw new NotFound(SERVER_MSG.notFound);
    if (activity.endedOn !== undefined) throw new Conflict(ACTIVITY_REFUSAL.alreadyEnded);
    const person = await getUser(caller.companyId, activity.userId, true);
    if (!person) throw new NotFound(SERVER_MSG.notFound);
    // The leave must be the one the person is on now (not one registered ahead, not an older one).
    const onIt = person.currentLeave?.activityId === activity.id;
    const refusal = returnRefusal(person.statusActive, leaveSource(activity), today) ?? (onIt ? null : ACTIVITY_MSG.cannotReturn);
    if (refusal) throw new Conflict(refusal);
    const { finalDate, returnsOn } = returnFromLeave(leaveSource(activity), today);
    const ended = { endedOn: finalDate, endedAt: new Date().toISOString(), endedById: caller.id, endedByName: caller.fullName, returnsOn };
    const activities = (await personActivities(caller.companyId, person.id)).map((record) =>
      leaveSource(record.id === activity.id ? { ...record, ...ended } : record),
    );
    const state = statusStateOn(person, activities, today);
    if (!state) throw new Conflict(ACTIVITY_REFUSAL.alreadyEnded);
    const key = { companyId: activity.companyId, userId: activity.userId, firstDay: activity.firstDay, id: activity.id };
    const changes = returnChanges(leaveSource(activity), leaveSource({ ...activity, ...ended }));
    await statusPartsReady(person);
    const refused = await writeLabelled((tx) => [
      ['activity', tx.activity.patch(key).set(ended).where(({ endedOn }, { notExists }) => notExists(endedOn)).commit()],
      ...statusParts(tx, person, state),
      ['history', historyEvent(tx, person, caller, 'leaveEnded', changes)],
    ]);
    if (refused === 'activity') throw new Conflict(ACTIVITY_REFUSAL.alreadyEnded);
    if (refused === 'user') return READ_AGAIN;
    const updated = await getUser(caller.companyId, person.id, true);
    if (!updated) throw new NotFound(SERVER_MSG.notFound);
    return ok(await collaboratorDetail(updated));
  }, { attempts: MAX_ATTEMPTS, exhausted: () => new Conflict(SERVER_MSG.changedMeanwhile) });
});
