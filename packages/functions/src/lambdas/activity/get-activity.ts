import { activityOnDay } from '@colabora/core/activity/rules';
import { companyToday } from '../../modules/company/time-zone';
import { now } from '../../lib/clock';
import { ok } from '../../http/reply';
import { action } from '../../http/resource-handler';
import { leaveSource } from '../../modules/person/leave-status';
import { readablePerson } from '../../modules/person/readable';
import { personActivities, toActivityAnswer } from '../../modules/person/activities';

/**
 * GET /api/activity/{userId} → ActivityAnswer | null (000 §7): the activity covering today (São Paulo), read
 * from the activities themselves; null, not 404, while the person is at work. HR of the company or the person.
 */
export const getActivity = action('getActivity', async ({ caller, params }) => {
  const person = await readablePerson(caller, params.userId);
  const records = await personActivities(person.companyId, person.id);
  const current = activityOnDay(records.map(leaveSource), await companyToday(person.companyId, now()));
  const record = current && records.find((candidate) => candidate.id === current.id);
  return ok(record ? toActivityAnswer(record) : null);
});
