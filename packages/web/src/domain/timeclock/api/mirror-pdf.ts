import { useMutation } from '@tanstack/react-query';
import { MIRROR_PDF_MSG } from '@colabora/core/timeclock/mirror-document';
import { apiRequest } from '@/lib/api-client';
import { saveFrom } from '@/lib/download-file';

/** GET /api/point-registers/mirror-pdf/{personId}?month=yyyy-MM: the month's signed art. 84 mirror, saved through its 60-second link. */
export async function downloadMirrorPdf({ personId, month }: { personId: string; month: string }): Promise<void> {
  const answer = await apiRequest('getMirrorPdf', { params: { personId }, query: { month } });
  saveFrom(answer.url, answer.fileName);
}

export function useDownloadMirrorPdf() {
  return useMutation({ mutationFn: downloadMirrorPdf, meta: { errorMessage: MIRROR_PDF_MSG.failed, preferServerMessage: false } });
}
