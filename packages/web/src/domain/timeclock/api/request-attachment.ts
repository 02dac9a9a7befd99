import { apiRequest } from '@/lib/api-client';
import { blobFromLink } from '@/lib/file-link';

/**
 * GET /api/point-solicitation/attachment/{id}: a time-clock request's PDF, through a short-lived link signed at the
 * click (HR of the company, or the person who asked). Shared by the employee's and HR's request screens.
 */
export async function fetchRequestAttachment(requestId: string): Promise<Blob> {
  const link = await apiRequest('getRequestAttachmentLink', { params: { id: requestId } });
  return blobFromLink(link.url);
}
