import type { DismissalDocumentKind } from '@colabora/core/dismissal/documents';
import { apiRequest } from '@/lib/api-client';
import { blobFromLink } from '@/lib/file-link';

/**
 * GET /api/users/dismissal-documents/file/{userId}?document={kind}: a rescission document's bytes, through a
 * link signed for HR, or for the person once dismissed (Contratos, RESCISÃO).
 */
export async function fetchDismissalDocumentBlob(userId: string, document: DismissalDocumentKind): Promise<Blob> {
  const link = await apiRequest('openDismissalDocument', { params: { userId }, query: { document } });
  return blobFromLink(link.url);
}
