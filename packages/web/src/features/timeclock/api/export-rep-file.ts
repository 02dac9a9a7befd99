import { useMutation } from '@tanstack/react-query';
import { AEJ_MSG } from '@colabora/core/timeclock/aej/export-query';
import { AFD_MSG, isRepFileJob, type AfdExportAnswer, type AfdPeriodQuery } from '@colabora/core/timeclock/afd/export-query';
import { apiRequest } from '@/lib/api-client';
import { saveFrom } from '@/lib/download-file';
import { pause } from '@/lib/pause';

/** The REP files HR downloads (Portaria 671 arts. 81, 83): the AFD and the AEJ, each with its detached signature. */
export type RepFileRoute = 'exportAfd' | 'exportAej';

/** Each file's texts: its button, its dialog and the outcome. */
export const REP_FILE_MSG: Record<RepFileRoute, Record<'download' | 'dialogTitle' | 'ready' | 'failed' | 'signatureTitle', string>> = {
  exportAfd: AFD_MSG,
  exportAej: AEJ_MSG,
};

/** How often the dialog asks how far a job writing the file got. */
const JOB_POLL_MS = 1000;

/**
 * GET /api/point-registers/afd|aej/{companyId}: the company's file of the period, saved through its 60-second
 * link; the answer keeps the link to its .p7s, which the person saves with a click of their own (a browser asks
 * before a page saves a second file by itself). A period too big for one call goes on as a job on the server (202
 * {jobId, progress}): the same path with ?job= is asked every JOB_POLL_MS, `onProgress` hearing each percent, until
 * it answers the file.
 */
async function exportRepFile(route: RepFileRoute, companyId: string, period: AfdPeriodQuery, onProgress: (percent: number) => void): Promise<AfdExportAnswer> {
  let answer = await apiRequest(route, { params: { companyId }, query: { ...period } });
  while (isRepFileJob(answer)) {
    onProgress(answer.progress);
    await pause(JOB_POLL_MS);
    answer = await apiRequest(route, { params: { companyId }, query: { job: answer.jobId } });
  }
  saveFrom(answer.url, answer.fileName);
  return answer;
}

export function useExportRepFile(route: RepFileRoute, companyId: string, onProgress: (percent: number) => void) {
  const { ready, failed } = REP_FILE_MSG[route];
  return useMutation({
    mutationFn: (period: AfdPeriodQuery) => exportRepFile(route, companyId, period, onProgress),
    meta: { successMessage: ready, errorMessage: failed },
  });
}
