import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';

/**
 * Personal documents open only through a short-lived link the API signs for someone allowed to see them
 * (LGPD): never a stored URL. The link always downloads (Content-Disposition: attachment), so a file is
 * never rendered as a page of the bucket; to show a photo or a PDF, the SPA takes its bytes and shows them
 * from its own origin, typed as one of the types it shows.
 */
async function fetchFileLink(userId: string, key: string): Promise<string> {
  const link = await apiRequest('getFileLink', { params: { userId }, query: { key } });
  return link.url;
}

/** What the SPA shows; any other type (or a lying one) becomes bytes to save, never something to run. */
const SHOWN_TYPES = ['application/pdf', 'image/png', 'image/jpeg'];

export async function fetchFileBlob(userId: string, key: string): Promise<Blob> {
  return blobFromLink(await fetchFileLink(userId, key));
}

/** The bytes behind a link the API signed (a person's file, a payslip). */
export async function blobFromLink(url: string): Promise<Blob> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`file ${response.status}`);
  const type = response.headers.get('content-type') ?? '';
  return new Blob([await response.arrayBuffer()], { type: SHOWN_TYPES.includes(type) ? type : 'application/octet-stream' });
}

/**
 * A stored file shown inline (the profile photo, the contract reader): a local URL of its bytes, cached while
 * the page shows it (a stored file never changes under its key) and released with the query.
 */
export function useFileUrl(userId: string, key: string | null | undefined) {
  return useQuery({
    queryKey: ['file-url', userId, key] as const,
    queryFn: async () => URL.createObjectURL(await fetchFileBlob(userId, key ?? '')),
    enabled: Boolean(key),
    staleTime: Infinity,
    meta: { objectUrl: true },
  });
}
