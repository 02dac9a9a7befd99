import { idempotentCreates } from '../../http/idempotency';
import { resourceHandler } from '../../http/resource-handler';
import { createEmployee } from './create-employee';
import { deleteUsers } from './delete-users';
import { getPersonHistory } from './get-person-history';
import { getUser } from './get-user';
import { listCompanyUsers } from './list-company-users';
import { resetPassword } from './reset-password';
import { updateUser } from './update-user';

export const handler = resourceHandler('users', {
  createEmployee,
  listCompanyUsers,
  deleteUsers,
  updateUser,
  resetPassword,
  getUser,
  getPersonHistory,
}, idempotentCreates());
