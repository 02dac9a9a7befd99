import { idempotentCreates } from '../http/idempotency';
import { resourceHandler } from '../http/resource-handler';
import { createDepartment } from './create';
import { importDepartments } from './import-sheet';
import { listDepartments } from './list';
import { paginateDepartments } from './paginate';
import { deleteDepartment } from './remove';
import { departmentSheetModel } from './sheet-model';
import { updateDepartment } from './update';

export const handler = resourceHandler('department', {
  listDepartments,
  paginateDepartments,
  createDepartment,
  updateDepartment,
  deleteDepartment,
  importDepartments,
  departmentSheetModel,
}, idempotentCreates());
