import { resourceHandler } from '../http/resource-handler';
import { createEmployee } from './create-employee';
import { deleteUsers } from './delete-users';
import { employeeSheetModel } from './employee-sheet-model';
import { getUser } from './get-user';
import { importEmployees } from './import-employees';
import { listCompanyUsers } from './list-company-users';
import { resetPassword } from './reset-password';
import { updateUser } from './update-user';

export const handler = resourceHandler('users', {
  createEmployee,
  importEmployees,
  employeeSheetModel,
  listCompanyUsers,
  deleteUsers,
  updateUser,
  resetPassword,
  getUser,
});
