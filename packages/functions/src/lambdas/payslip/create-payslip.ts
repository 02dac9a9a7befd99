import { SERVER_MSG } from '@colabora/core/messages';
import { companyToday } from '../../modules/company/time-zone';
import { now } from '../../lib/clock';
import { PAYSLIP_MSG, PAYSLIP_UPLOAD_PURPOSE, payslipUploadSchema } from '@colabora/core/payslip/schema';
import { BadGateway, BadRequest, NotFound } from '../../http/http-error';
import { created } from '../../http/reply';
import { action } from '../../http/resource-handler';
import { getUser } from '../../modules/person/records';
import { acceptUpload } from '../../modules/files/stored-file';
import { payslipRefusal } from './payslip-target';
import { addPayslip, companyName, tellPayslipArrived, toPayslip } from '../../modules/payslip/payslip-records';

/**
 * POST /api/payslip/{userId} {month, year, file} → 201 Payslip (HR). Stores a PDF payslip of a CLT employee of
 * the company for a month from their admission month to the current one (400 otherwise), records it in their
 * history, then e-mails them. The payslip is stored before the e-mail goes: when SES fails it is kept and the
 * answer is 502 saying so, so HR can tell the person another way.
 */
export const createPayslip = action('createPayslip', { body: payslipUploadSchema }, async ({ caller, params, body: { month, year, file } }) => {
  const person = await getUser(caller.companyId, params.userId);
  if (!person) throw new NotFound(SERVER_MSG.notFound);
  const refusal = payslipRefusal(person, month, year, await companyToday(caller.companyId, now()));
  if (refusal) throw new BadRequest(refusal, refusal === PAYSLIP_MSG.monthOutOfRange ? { month: refusal } : undefined);
  const accepted = await acceptUpload(caller, file, PAYSLIP_UPLOAD_PURPOSE);
  const record = await addPayslip(caller, person, { month, year }, accepted);
  if (!(await tellPayslipArrived(person, record, await companyName(caller.companyId)))) {
    throw new BadGateway(PAYSLIP_MSG.mailFailed);
  }
  return created(toPayslip(record));
});
