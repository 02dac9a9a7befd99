import { afdQuerySchema } from '@colabora/core/timeclock/afd/export-query';
import { assertSameCompany } from '../../http/company-scope';
import { ok } from '../../http/reply';
import { action } from '../../http/resource-handler';
import { now } from '../../lib/clock';
import { companyToday } from '../../modules/company/time-zone';
import { companyAej } from '../../modules/timeclock/aej-export';

/**
 * GET /api/point-registers/aej/{companyId}?startDate&endDate → {fileName, url, signatureUrl}: the company's AEJ of
 * the period (Portaria 671 art. 83; the dates as the AFD's), signed, with 60-second links.
 */
export const exportAej = action('exportAej', { query: afdQuerySchema }, async ({ caller, params, query }) => {
  assertSameCompany(caller, params.companyId);
  const at = now();
  return ok(await companyAej(caller.companyId, query, await companyToday(caller.companyId, at), at));
});
