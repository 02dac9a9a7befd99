import { idempotentCreates } from '../../http/idempotency';
import { resourceHandler } from '../../http/resource-handler';
import { employeeSheetModel } from './employee-sheet-model';
import { importEmployees } from './import-employees';

// The people import (POST users/upload-many) and its model, as the 'users-import' Lambda.
export const handler = resourceHandler('users-import', { importEmployees, employeeSheetModel }, idempotentCreates());
