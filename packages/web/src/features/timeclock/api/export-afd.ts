import { useMutation } from '@tanstack/react-query';
import { AFD_MSG, type AfdPeriodQuery } from '@colabora/core/timeclock/afd/export-query';
import { apiRequest } from '@/lib/api-client';
import { saveFrom } from '@/lib/download-file';

/** GET /api/point-registers/afd/{companyId}: the company's AFD of the period, saved through its 60-second link. */
export async function exportAfd(companyId: string, period: AfdPeriodQuery): Promise<void> {
  const answer = await apiRequest('exportAfd', { params: { companyId }, query: { ...period } });
  saveFrom(answer.url, answer.fileName);
}

export function useExportAfd(companyId: string) {
  return useMutation({
    mutationFn: (period: AfdPeriodQuery) => exportAfd(companyId, period),
    meta: { successMessage: AFD_MSG.ready, errorMessage: AFD_MSG.failed },
  });
}
