import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchFileLink } from '@/lib/file-link';
import { admissionKeys } from './admission-keys';

/** The signed links live minutes: a fresh one after a minute, never one kept across visits. */
const LINK_FRESH_MS = 60_000;

export function fileLinkQueryOptions(userId: string, key: string) {
  return queryOptions({
    queryKey: admissionKeys.fileLink(userId, key),
    queryFn: () => fetchFileLink(userId, key),
    staleTime: LINK_FRESH_MS,
    gcTime: LINK_FRESH_MS,
  });
}

/** A short-lived link to a stored image (the profile photo), shown inline (LGPD: never a stored URL). */
export function useFileLink(userId: string, key: string | null | undefined) {
  return useQuery({ ...fileLinkQueryOptions(userId, key ?? ''), enabled: Boolean(key) });
}
