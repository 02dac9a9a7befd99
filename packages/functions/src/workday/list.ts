import { assertSameCompany } from '../http/company-scope';
import { ok } from '../http/reply';
import type { CallerAction } from '../http/resource-handler';
import { companyWorkdays } from './store';

/** GET /api/workday/{companyId} → WorkdayOption[]: the caller's company's workdays, by name. */
export const listWorkdays: CallerAction = async ({ caller, params }) => {
  assertSameCompany(caller, params.companyId);
  return ok(await companyWorkdays(caller.companyId));
};
