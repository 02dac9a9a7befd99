import { assertSameCompany } from '../../http/company-scope';
import { ok } from '../../http/reply';
import { action } from '../../http/resource-handler';
import { companyWorkdays } from '../../modules/workday/store';

/**
 * GET /api/workday/{companyId} → WorkdayOption[]: the hiring-data select's journeys, the company's active ones
 * by name (a deactivated journey is no longer offered; whoever holds it keeps it).
 */
export const listWorkdays = action('listWorkdays', async ({ caller, params }) => {
  assertSameCompany(caller, params.companyId);
  return ok(await companyWorkdays(caller.companyId));
});
