import { useMutation } from '@tanstack/react-query';
import type { DismissalDocumentsBody } from '@colabora/core/dismissal/documents';
import { DISMISSAL_MSG } from '@colabora/core/dismissal/messages';
import { apiRequest } from '@/lib/api-client';
import { useDismissalUpdated } from './get-dismissal';

/** PUT /api/users/dismissal-documents/{userId} {documents}: the keys of the PDFs already sent to storage. */
export function updateDismissalDocuments(userId: string, body: DismissalDocumentsBody) {
  return apiRequest('updateDismissalDocuments', { params: { userId }, body });
}

export function useUpdateDismissalDocuments(userId: string) {
  const updated = useDismissalUpdated(userId);
  return useMutation({
    mutationFn: (body: DismissalDocumentsBody) => updateDismissalDocuments(userId, body),
    meta: { successMessage: DISMISSAL_MSG.documentsSent, errorMessage: DISMISSAL_MSG.documentsFailed, preferServerMessage: false },
    onSuccess: updated,
  });
}
