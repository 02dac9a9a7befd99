import { removeCatalogItem } from '../catalog/remove-item';
import { ok } from '../http/reply';
import type { CallerAction } from '../http/resource-handler';
import { departments } from './store';

/** DELETE /api/department/{id} → {_id}; 409 while people hold it. */
export const deleteDepartment: CallerAction = async ({ caller, params }) => {
  await removeCatalogItem(departments, caller.companyId, params.id);
  return ok({ _id: params.id });
};
