import { jobRolePaginateQuerySchema } from '@colabora/core/job-role/schema';
import { paginateCatalog } from '../catalog/list-items';
import { assertSameCompany } from '../http/company-scope';
import { ok } from '../http/reply';
import type { CallerAction } from '../http/resource-handler';
import { parseInput } from '../http/validate';
import { jobRoles } from './store';

/** GET /api/job-role/paginate/{companyId}?page&limit&order&orderBy&text → {docs, total}. */
export const paginateJobRoles: CallerAction = async ({ caller, params, query }) => {
  assertSameCompany(caller, params.companyId);
  return ok(await paginateCatalog(jobRoles, caller.companyId, parseInput(jobRolePaginateQuerySchema, query)));
};
