import { listCatalog } from '../catalog/list-items';
import { assertSameCompany } from '../http/company-scope';
import { ok } from '../http/reply';
import type { CallerAction } from '../http/resource-handler';
import { jobRoles } from './store';

/** GET /api/job-role/{companyId}: every job role of the company, by name. */
export const listJobRoles: CallerAction = async ({ caller, params }) => {
  assertSameCompany(caller, params.companyId);
  return ok(await listCatalog(jobRoles, caller.companyId));
};
