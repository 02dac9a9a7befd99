import { useMutation } from '@tanstack/react-query';
import { DATA_EXPORT_MSG } from '@colabora/core/admission/data-export';
import { apiRequest } from '@/lib/api-client';
import { saveFrom } from '@/lib/download-file';

/** POST /api/users/export/{userId}: the person's record and files as a zip, saved through its short-lived link. */
export async function exportPersonData(userId: string): Promise<void> {
  const link = await apiRequest('exportPersonData', { params: { userId } });
  saveFrom(link.url);
}

export function useExportPersonData() {
  return useMutation({
    mutationFn: exportPersonData,
    meta: { successMessage: DATA_EXPORT_MSG.ready, errorMessage: DATA_EXPORT_MSG.failed },
  });
}
