import { useQuery } from '@tanstack/react-query';
import { fileLinkQueryOptions } from '@/lib/file-link';

/** A short-lived link to a stored image (the profile photo), shown inline (LGPD: never a stored URL). */
export function useFileLink(userId: string, key: string | null | undefined) {
  return useQuery({ ...fileLinkQueryOptions(userId, key ?? ''), enabled: Boolean(key) });
}
