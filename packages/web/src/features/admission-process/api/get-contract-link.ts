import { queryOptions } from '@tanstack/react-query';
import { fetchFileLink } from '@/lib/file-link';

/**
 * The short-lived link the contract reader shows. Never kept once its reader closes (gcTime 0): a link
 * from an earlier visit may have expired.
 */
export function contractLinkQueryOptions(userId: string, fileKey: string) {
  return queryOptions({
    queryKey: ['contract-link', userId, fileKey] as const,
    queryFn: () => fetchFileLink(userId, fileKey),
    gcTime: 0,
  });
}
