import { personHistoryQuerySchema, type PersonHistoryPage } from '@colabora/core/people/history-page';
import { ok } from '../../http/reply';
import { action } from '../../http/resource-handler';
import { personHistory } from '../../modules/person/history';
import { readablePerson } from '../../modules/person/readable';

/**
 * GET /api/users/history/{userId}?limit&cursor → {docs, cursor} (HR of the company): what happened to the person,
 * who did it and when, with the fields changed, newest first. Another company's person is 404.
 */
export const getPersonHistory = action('getPersonHistory', { query: personHistoryQuerySchema }, async ({ caller, params, query: { limit, cursor } }) => {
  const person = await readablePerson(caller, params.userId);
  const page: PersonHistoryPage = await personHistory(person, limit, cursor ?? null);
  return ok(page);
});
