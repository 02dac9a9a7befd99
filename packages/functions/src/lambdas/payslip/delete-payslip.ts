import { SERVER_MSG } from '@colabora/core/messages';
import { deletePayslipSchema } from '@colabora/core/payslip/schema';
import { NotFound } from '../../http/http-error';
import { ok } from '../../http/reply';
import { action } from '../../http/resource-handler';
import { failure, logger } from '../../lib/telemetry';
import { getUser } from '../../modules/person/records';
import { releaseFiles } from '../../modules/files/stored-file';
import { getPayslip, removePayslip, toPayslip } from '../../modules/payslip/payslip-records';

/**
 * DELETE /api/payslip/{userId} {payslipId} → the removed Payslip (HR). The person's history keeps which payslip
 * was removed, by whom and when; the file is released to the bucket's retention (core/uploads/retention.ts).
 */
export const deletePayslip = action('deletePayslip', { body: deletePayslipSchema }, async ({ caller, params, body: { payslipId } }) => {
  const person = await getUser(caller.companyId, params.userId);
  if (!person) throw new NotFound(SERVER_MSG.notFound);
  const record = await getPayslip(caller.companyId, person.id, payslipId);
  if (!record || !(await removePayslip(caller, person, record))) throw new NotFound(SERVER_MSG.notFound);
  // After the commit: a failure here only keeps the file longer.
  await releaseFiles([record.file.key]).catch((error: unknown) => logger.error('payslip file not released', { error: failure(error) }));
  return ok(toPayslip(record));
});
