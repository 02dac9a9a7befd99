import { journeysSelectionSchema } from '@colabora/core/workday/api';
import { ok } from '../../http/reply';
import { action } from '../../http/resource-handler';
import { removeJourney, removeJourneys } from '../../modules/workday/journey-writes';

/** DELETE /api/workday/{id} → {_id}; 409 while people are on it. */
export const deleteWorkday = action('deleteWorkday', async ({ caller, params }) => {
  await removeJourney(caller.companyId, params.id);
  return ok({ _id: params.id });
});

/** DELETE /api/workday {selectedJourneys} → {_ids}: all of them, or none while people are on any (409). */
export const deleteWorkdays = action('deleteWorkdays', { body: journeysSelectionSchema }, async ({ caller, body: { selectedJourneys } }) => {
  await removeJourneys(caller.companyId, selectedJourneys);
  return ok({ _ids: [...new Set(selectedJourneys)] });
});
