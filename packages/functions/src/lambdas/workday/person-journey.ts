import { ok } from '../../http/reply';
import { action } from '../../http/resource-handler';
import { readablePerson } from '../../modules/person/readable';
import { getJourney, toJourney } from '../../modules/workday/store';

/**
 * GET /api/workday/{userId}/journey → Journey | null: the journey of the person's hiring data, with its breaks
 * (the person, or HR of the company; another company's person: 404). Null while the person has none.
 */
export const getPersonJourney = action('getPersonJourney', async ({ caller, params }) => {
  const person = await readablePerson(caller, params.userId);
  const workdayId = person.hiringData?.workday;
  const record = workdayId ? await getJourney(caller.companyId, workdayId) : null;
  return ok(record && toJourney(record));
});
