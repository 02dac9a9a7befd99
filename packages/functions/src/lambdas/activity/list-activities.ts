import { ok } from '../../http/reply';
import { action } from '../../http/resource-handler';
import { readablePerson } from '../../modules/person/readable';
import { personActivities, toActivityAnswer } from '../../modules/person/activities';

/** GET /api/activity/all/{userId} → ActivityAnswer[], the latest first day first. HR of the company or the person. */
export const listActivities = action('listActivities', async ({ caller, params }) => {
  const person = await readablePerson(caller, params.userId);
  const records = await personActivities(person.companyId, person.id);
  return ok(records.reverse().map(toActivityAnswer));
});
