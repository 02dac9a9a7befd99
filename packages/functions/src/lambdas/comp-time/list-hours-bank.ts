import { hoursBankPage, hoursBankQuerySchema, toHoursBankRow } from '@colabora/core/timeclock/hours-bank';
import { resolvePeriod } from '@colabora/core/timeclock/period-filter';
import { assertSameCompany } from '../../http/company-scope';
import { ok } from '../../http/reply';
import { action } from '../../http/resource-handler';
import { now } from '../../lib/clock';
import { companyToday } from '../../modules/company/time-zone';
import { periodTotals } from '../../modules/timeclock/period-totals';
import { companyBankTotals, companyPeriodSums } from '../../modules/timeclock/ledger';

/**
 * GET /api/comp-time/users/{companyId} → {docs, page, limit, pages, total}: BANCO DE HORAS of the period (both dates,
 * or neither for the server's current month): REGISTROS GERAIS' people and figures plus the ledger of the period
 * and the whole ledger, read from the running sums (one Query per month, one for the totals), sorted and paged.
 */
export const listHoursBank = action('listHoursBank', { query: hoursBankQuerySchema }, async ({ caller, params, query: input }) => {
  assertSameCompany(caller, params.companyId);
  const { from, to } = resolvePeriod(input, await companyToday(caller.companyId, now()));
  const [rows, periodSums, totals] = await Promise.all([
    periodTotals(caller.companyId, {
      from,
      to,
      jobRoleId: input.jobRole || undefined,
      departmentId: input.department || undefined,
      text: input.text,
    }),
    companyPeriodSums(caller.companyId, from, to),
    companyBankTotals(caller.companyId),
  ]);
  const bankRows = rows.map((row) => toHoursBankRow(row, periodSums.get(row.userId) ?? 0, totals.get(row.userId) ?? 0));
  return ok(hoursBankPage(bankRows, input));
});
