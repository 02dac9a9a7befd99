import { SERVER_MSG } from '@colabora/core/messages';
import { openPayslipQuerySchema } from '@colabora/core/payslip/schema';
import { isConditionFailure } from '../../db/condition-failure';
import { db } from '../../db/service';
import { NotFound } from '../../http/http-error';
import { ok } from '../../http/reply';
import { action } from '../../http/resource-handler';
import { readablePerson } from '../../modules/person/readable';
import { downloadLink } from '../../modules/files/download-link';
import { getPayslip, type PayslipRecord } from '../../modules/payslip/payslip-records';

/** The person's first opening, written once: a later opening, or one at the same moment, changes nothing. */
async function recordFirstOpening(record: PayslipRecord): Promise<void> {
  try {
    await db.entities.payslip
      .patch({ companyId: record.companyId, userId: record.userId, id: record.id })
      .set({ firstOpenedAt: new Date().toISOString() })
      .where(({ firstOpenedAt }, { notExists }) => notExists(firstOpenedAt))
      .go();
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/**
 * GET /api/payslip/open/{userId}?payslipId → FileLink (HR of the company, or the person): a short-lived link to
 * the PDF. When the person opens their own, the first time is recorded (proof of delivery, shown to HR); HR
 * opening it records nothing.
 */
export const openPayslip = action('openPayslip', { query: openPayslipQuerySchema }, async ({ caller, params, query: { payslipId } }) => {
  const person = await readablePerson(caller, params.userId);
  const record = await getPayslip(caller.companyId, person.id, payslipId);
  if (!record) throw new NotFound(SERVER_MSG.notFound);
  const link = await downloadLink(record.file.key, record.file.name);
  if (caller.id === person.id && !record.firstOpenedAt) await recordFirstOpening(record);
  return ok(link);
});
