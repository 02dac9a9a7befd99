import { queryOptions } from '@tanstack/react-query';
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

/** Links live 60 s (the API's expiresIn): one shown inline is reused only while well within that. */
const LINK_REUSE_MS = 30_000;

/** A link shown inline (the profile photo, the contract reader). */
export function fileLinkQueryOptions(userId: string, key: string) {
  return queryOptions({
    queryKey: ['file-link', userId, key] as const,
    queryFn: () => fetchFileLink(userId, key),
    staleTime: LINK_REUSE_MS,
    gcTime: LINK_REUSE_MS,
  });
}
