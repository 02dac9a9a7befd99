import { payslipQuerySchema } from '@colabora/core/payslip/schema';
import { ok } from '../../http/reply';
import { action } from '../../http/resource-handler';
import { readablePerson } from '../../modules/person/readable';
import { personPayslips, toPayslip } from '../../modules/payslip/payslip-records';

/** GET /api/payslip/{userId}?month&year → Payslip[] (HR of the company, or the person), newest first. */
export const listPayslips = action('listPayslips', { query: payslipQuerySchema }, async ({ caller, params, query: { month, year } }) => {
  const person = await readablePerson(caller, params.userId);
  const payslips = await personPayslips(caller.companyId, person.id);
  return ok(
    payslips
      .filter((payslip) => (month === undefined || payslip.month === month) && (year === undefined || payslip.year === year))
      .map(toPayslip),
  );
});
