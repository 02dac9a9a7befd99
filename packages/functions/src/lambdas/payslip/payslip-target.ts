import { hasPayslips, isPayslipMonthAllowed } from '@colabora/core/payslip/rules';
import { PAYSLIP_MSG } from '@colabora/core/payslip/schema';
import { hiringOffer } from '../../modules/person/detail';
import type { UserRecord } from '../../db/entities/user';

/**
 * Why `person` cannot receive a payslip of month/year, or null: only activated CLT employees (a dismissed one
 * still gets the last ones), for a month from their admission month to the current month (001 §5, §9), `today`
 * on the company's clock (issue 22 §6).
 */
export function payslipRefusal(person: UserRecord, month: number, year: number, today: string): string | null {
  if (person.role !== 'EMPLOYEE' || !person.admissionDate) return PAYSLIP_MSG.notEmployee;
  if (!hasPayslips(hiringOffer(person).regime)) return PAYSLIP_MSG.notClt;
  if (!isPayslipMonthAllowed(month, year, person.admissionDate, today)) return PAYSLIP_MSG.monthOutOfRange;
  return null;
}
