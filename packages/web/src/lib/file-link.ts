import type { FileLink } from '@colabora/core/admission/contract';
import { apiRequest } from './api-client';

/**
 * Personal documents open only through a short-lived link the API signs for someone allowed to see them
 * (LGPD): never a stored URL.
 */
export async function fetchFileLink(userId: string, key: string): Promise<string> {
  const link = await apiRequest<FileLink>('getFileLink', { params: { userId }, query: { key } });
  return link.url;
}
