import { repFileQuerySchema } from '@colabora/core/timeclock/afd/export-query';
import { assertSameCompany } from '../../http/company-scope';
import { action } from '../../http/resource-handler';
import { now } from '../../lib/clock';
import { companyToday } from '../../modules/company/time-zone';
import { exportRepFile, repFileJobAnswer } from '../../modules/timeclock/rep-export-job';

/**
 * GET /api/point-registers/afd/{companyId}?startDate&endDate → {fileName, url, signatureUrl}: the company's AFD of the
 * period (Portaria 671 art. 81; both dates optional), signed, with 60-second links; a period too big for
 * one call → 202 {jobId, progress}, and ?job=<jobId> the same until the file is ready (modules/timeclock/rep-export-job.ts).
 */
export const exportAfd = action('exportAfd', { query: repFileQuerySchema }, async ({ caller, params, query: { job, ...period } }) => {
  assertSameCompany(caller, params.companyId);
  if (job) return repFileJobAnswer('afd', caller.companyId, job);
  const at = now();
  return exportRepFile('afd', caller.companyId, period, await companyToday(caller.companyId, at), at);
});
