import { departmentBodySchema } from '@colabora/core/department/schema';
import { createCatalogItem } from '../catalog/create-item';
import { assertSameCompany } from '../http/company-scope';
import { created } from '../http/reply';
import type { CallerAction } from '../http/resource-handler';
import { parseInput } from '../http/validate';
import { departments } from './store';

/** POST /api/department → 201 with the new department (its _id and code). */
export const createDepartment: CallerAction = async ({ caller, body }) => {
  const input = parseInput(departmentBodySchema, body);
  assertSameCompany(caller, input.company);
  return created(await createCatalogItem(departments, caller.companyId, input));
};
