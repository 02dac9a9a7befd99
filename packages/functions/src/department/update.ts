import { departmentBodySchema } from '@colabora/core/department/schema';
import { updateCatalogItem } from '../catalog/update-item';
import { assertSameCompany } from '../http/company-scope';
import { ok } from '../http/reply';
import type { CallerAction } from '../http/resource-handler';
import { parseInput } from '../http/validate';
import { departments } from './store';

/** POST /api/department/{id} → the updated department. The path's id rules; a body _id is ignored. */
export const updateDepartment: CallerAction = async ({ caller, params, body }) => {
  const input = parseInput(departmentBodySchema, body);
  assertSameCompany(caller, input.company);
  return ok(await updateCatalogItem(departments, caller.companyId, params.id, input));
};
