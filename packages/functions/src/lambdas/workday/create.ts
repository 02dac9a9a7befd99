import { newJourneyBodySchema } from '@colabora/core/workday/schema';
import { assertSameCompany } from '../../http/company-scope';
import { created } from '../../http/reply';
import { action } from '../../http/resource-handler';
import { createJourney } from '../../modules/workday/journey-writes';

/** POST /api/workday {details, scale and breaks fields, company} → 201 with the journey (totals computed here). */
export const createWorkday = action('createWorkday', { body: newJourneyBodySchema }, async ({ caller, body: { company, ...journey } }) => {
  assertSameCompany(caller, company);
  return created(await createJourney(caller.companyId, journey));
});
