import { idempotentCreates } from '../http/idempotency';
import { resourceHandler } from '../http/resource-handler';
import { createJobRole } from './create';
import { importJobRoles } from './import-sheet';
import { listJobRoles } from './list';
import { paginateJobRoles } from './paginate';
import { deleteJobRole } from './remove';
import { jobRoleSheetModel } from './sheet-model';
import { updateJobRole } from './update';

export const handler = resourceHandler('job-role', {
  listJobRoles,
  paginateJobRoles,
  createJobRole,
  updateJobRole,
  deleteJobRole,
  importJobRoles,
  jobRoleSheetModel,
}, idempotentCreates());
