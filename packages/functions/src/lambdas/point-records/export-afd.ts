import { afdQuerySchema } from '@colabora/core/timeclock/afd/export-query';
import { assertSameCompany } from '../../http/company-scope';
import { ok } from '../../http/reply';
import { action } from '../../http/resource-handler';
import { now } from '../../lib/clock';
import { companyToday } from '../../modules/company/time-zone';
import { companyAfd } from '../../modules/timeclock/afd-export';

/**
 * GET /api/point-registers/afd/{companyId}?startDate&endDate → {fileName, url}: the company's AFD of the period
 * (Portaria 671 art. 81; both dates optional), written to the files bucket, with a 60-second link.
 */
export const exportAfd = action('exportAfd', { query: afdQuerySchema }, async ({ caller, params, query }) => {
  assertSameCompany(caller, params.companyId);
  const at = now();
  return ok(await companyAfd(caller.companyId, query, await companyToday(caller.companyId, at), at));
});
