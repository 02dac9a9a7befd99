import { repFileQuerySchema, type AfdPeriodQuery, type RepFileAnswer } from '@colabora/core/timeclock/afd/export-query';
import type { Caller } from '../../http/caller';
import { assertSameCompany } from '../../http/company-scope';
import type { Reply } from '../../http/reply';
import { action } from '../../http/resource-handler';
import { now } from '../../lib/clock';
import { companyToday } from '../../modules/company/time-zone';
import { exportRepFile, repFileJobAnswer, type RepFile } from '../../modules/timeclock/rep-export-job';

/** A REP file's answer: the caller's company's file of the period, or its job (modules/timeclock/rep-export-job.ts). */
async function repFileAnswer(file: RepFile, caller: Caller, companyId: string | undefined, { job, ...period }: AfdPeriodQuery & { job: string }): Promise<Reply<RepFileAnswer>> {
  assertSameCompany(caller, companyId);
  if (job) return repFileJobAnswer(file, caller.companyId, job);
  const at = now();
  return exportRepFile(file, caller.companyId, period, await companyToday(caller.companyId, at), at);
}

/**
 * GET /api/point-registers/afd/{companyId}?startDate&endDate → {fileName, url, signatureUrl}: the company's AFD of the
 * period (Portaria 671 art. 81; both dates optional), signed, with 60-second links; a period too big for
 * one call → 202 {jobId, progress}, and ?job=<jobId> the same until the file is ready.
 */
export const exportAfd = action('exportAfd', { query: repFileQuerySchema }, ({ caller, params, query }) => repFileAnswer('afd', caller, params.companyId, query));

/** GET /api/point-registers/aej/{companyId}?startDate&endDate: the same for the AEJ (Portaria 671 art. 83). */
export const exportAej = action('exportAej', { query: repFileQuerySchema }, ({ caller, params, query }) => repFileAnswer('aej', caller, params.companyId, query));
