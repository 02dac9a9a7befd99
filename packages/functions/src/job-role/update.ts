import { jobRoleBodySchema } from '@colabora/core/job-role/schema';
import { updateCatalogItem } from '../catalog/update-item';
import { assertSameCompany } from '../http/company-scope';
import { ok } from '../http/reply';
import type { CallerAction } from '../http/resource-handler';
import { parseInput } from '../http/validate';
import { jobRoles } from './store';

/** POST /api/job-role/{id} → the updated job role. The path's id rules; a body _id is ignored. */
export const updateJobRole: CallerAction = async ({ caller, params, body }) => {
  const input = parseInput(jobRoleBodySchema, body);
  assertSameCompany(caller, input.company);
  return ok(await updateCatalogItem(jobRoles, caller.companyId, params.id, input));
};
