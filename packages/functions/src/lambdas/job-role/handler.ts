import { catalogActions } from '../../modules/catalog/catalog-actions';
import { idempotentCreates } from '../../http/idempotency';
import { resourceHandler } from '../../http/resource-handler';
import { jobRoles } from './store';

const actions = catalogActions(jobRoles);

export const handler = resourceHandler(
  'job-role',
  {
    listJobRoles: actions.list,
    paginateJobRoles: actions.paginate,
    createJobRole: actions.create,
    updateJobRole: actions.update,
    deleteJobRole: actions.remove,
    importJobRoles: actions.importSheet,
    jobRoleSheetModel: actions.sheetModel,
  },
  idempotentCreates(),
);
