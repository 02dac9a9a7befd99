import { listCatalog } from '../catalog/list-items';
import { assertSameCompany } from '../http/company-scope';
import { ok } from '../http/reply';
import type { CallerAction } from '../http/resource-handler';
import { departments } from './store';

/** GET /api/department/{companyId}: every department of the company, by name. */
export const listDepartments: CallerAction = async ({ caller, params }) => {
  assertSameCompany(caller, params.companyId);
  return ok(await listCatalog(departments, caller.companyId));
};
