import { removeCatalogItem } from '../catalog/remove-item';
import { ok } from '../http/reply';
import type { CallerAction } from '../http/resource-handler';
import { jobRoles } from './store';

/** DELETE /api/job-role/{id} → {_id}; 409 while people hold it. */
export const deleteJobRole: CallerAction = async ({ caller, params }) => {
  await removeCatalogItem(jobRoles, caller.companyId, params.id);
  return ok({ _id: params.id });
};
