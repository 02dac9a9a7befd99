import { departmentPaginateQuerySchema } from '@colabora/core/department/schema';
import { paginateCatalog } from '../catalog/list-items';
import { assertSameCompany } from '../http/company-scope';
import { ok } from '../http/reply';
import type { CallerAction } from '../http/resource-handler';
import { parseInput } from '../http/validate';
import { departments } from './store';

/** GET /api/department/paginate/{companyId}?page&limit&order&orderBy&text → {docs, total}. */
export const paginateDepartments: CallerAction = async ({ caller, params, query }) => {
  assertSameCompany(caller, params.companyId);
  return ok(await paginateCatalog(departments, caller.companyId, parseInput(departmentPaginateQuerySchema, query)));
};
