import { jobRoleBodySchema } from '@colabora/core/job-role/schema';
import { createCatalogItem } from '../catalog/create-item';
import { assertSameCompany } from '../http/company-scope';
import { created } from '../http/reply';
import type { CallerAction } from '../http/resource-handler';
import { parseInput } from '../http/validate';
import { jobRoles } from './store';

/** POST /api/job-role → 201 with the new job role (its _id and code). */
export const createJobRole: CallerAction = async ({ caller, body }) => {
  const input = parseInput(jobRoleBodySchema, body);
  assertSameCompany(caller, input.company);
  return created(await createCatalogItem(jobRoles, caller.companyId, input));
};
