import { catalogActions } from '../../modules/catalog/catalog-actions';
import { idempotentCreates } from '../../http/idempotency';
import { resourceHandler } from '../../http/resource-handler';
import { departments } from './store';

const actions = catalogActions(departments);

export const handler = resourceHandler(
  'department',
  {
    listDepartments: actions.list,
    paginateDepartments: actions.paginate,
    createDepartment: actions.create,
    updateDepartment: actions.update,
    deleteDepartment: actions.remove,
    importDepartments: actions.importSheet,
    departmentSheetModel: actions.sheetModel,
  },
  idempotentCreates(),
);
