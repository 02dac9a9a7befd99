import { useMutation } from '@tanstack/react-query';
import type { DismissalDocumentKind } from '@colabora/core/dismissal/documents';
import { DISMISSAL_MSG } from '@colabora/core/dismissal/messages';
import { apiRequest } from '@/lib/api-client';
import { useDismissalUpdated } from './get-dismissal';

/** DELETE /api/users/dismissal-documents/{userId}?document={kind}. */
export function deleteDismissalDocument(userId: string, document: DismissalDocumentKind) {
  return apiRequest('deleteDismissalDocument', { params: { userId }, query: { document } });
}

export function useDeleteDismissalDocument(userId: string) {
  const updated = useDismissalUpdated(userId);
  return useMutation({
    mutationFn: (document: DismissalDocumentKind) => deleteDismissalDocument(userId, document),
    meta: { successMessage: DISMISSAL_MSG.documentRemoved, errorMessage: DISMISSAL_MSG.documentRemoveFailed, preferServerMessage: false },
    onSuccess: updated,
  });
}
