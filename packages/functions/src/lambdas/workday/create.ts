import { newJourneyBodySchema } from '@colabora/core/workday/schema';
import { assertSameCompany } from '../../http/company-scope';
import { created } from '../../http/reply';
import type { CallerAction } from '../../http/resource-handler';
import { parseInput } from '../../http/validate';
import { createJourney } from '../../modules/workday/journey-writes';

/** POST /api/workday {details, scale and breaks fields, company} → 201 with the journey (totals computed here). */
export const createWorkday: CallerAction = async ({ caller, body }) => {
  const { company, ...journey } = parseInput(newJourneyBodySchema, body);
  assertSameCompany(caller, company);
  return created(await createJourney(caller.companyId, journey));
};
