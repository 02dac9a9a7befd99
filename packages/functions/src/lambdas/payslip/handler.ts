import { idempotentCreates } from '../../http/idempotency';
import { resourceHandler } from '../../http/resource-handler';
import { createPayslip } from './create-payslip';
import { deletePayslip } from './delete-payslip';
import { importPayslips } from './import-payslips';
import { listPayslips } from './list-payslips';
import { openPayslip } from './open-payslip';

export const handler = resourceHandler(
  'payslip',
  { listPayslips, createPayslip, deletePayslip, importPayslips, openPayslip },
  idempotentCreates(),
);
