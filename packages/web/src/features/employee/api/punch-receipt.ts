import { useMutation } from '@tanstack/react-query';
import { RECEIPT_MSG } from '@colabora/core/timeclock/receipt';
import { apiRequest } from '@/lib/api-client';
import { saveFrom } from '@/lib/download-file';

/** GET /api/point-registers/receipt/{nsr}: the signed receipt of one's punch (Portaria 671 art. 80), saved through its 60-second link. */
export async function downloadReceipt(nsr: number): Promise<void> {
  const answer = await apiRequest('getPunchReceipt', { params: { nsr: String(nsr) } });
  saveFrom(answer.url, answer.fileName);
}

export function useDownloadReceipt() {
  // Our text, not the server's generic one: a coded refusal still says its reason.
  return useMutation({ mutationFn: downloadReceipt, meta: { errorMessage: RECEIPT_MSG.failed, preferServerMessage: false } });
}
