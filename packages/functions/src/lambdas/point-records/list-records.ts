import { pointRecordsPage, pointRecordsQuerySchema } from '@colabora/core/timeclock/records';
import { resolvePeriod } from '@colabora/core/timeclock/period-filter';
import { assertSameCompany } from '../../http/company-scope';
import { ok } from '../../http/reply';
import { action } from '../../http/resource-handler';
import { now } from '../../lib/clock';
import { companyToday } from '../../modules/company/time-zone';
import { periodTotals } from '../../modules/timeclock/period-totals';

/**
 * GET /api/point-registers/records/{companyId} → {docs, page, limit, pages, total}: REGISTROS GERAIS of the
 * period (both dates, or neither for the server's current month), filtered, sorted by any column, paged.
 */
export const listPointRecords = action('listPointRecords', { query: pointRecordsQuerySchema }, async ({ caller, params, query: input }) => {
  assertSameCompany(caller, params.companyId);
  const { from, to } = resolvePeriod(input, await companyToday(caller.companyId, now()));
  const rows = await periodTotals(caller.companyId, {
    from,
    to,
    jobRoleId: input.jobRole || undefined,
    departmentId: input.department || undefined,
    text: input.text,
  });
  return ok(pointRecordsPage(rows, input));
});
