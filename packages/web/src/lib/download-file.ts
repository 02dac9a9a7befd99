import type { FileRoute } from '@colabora/core/api-contract';
import { apiFile, type RequestOptions } from './api-client';

/**
 * Follows a link that downloads: the bytes of an object URL, or a signed link whose answer is an attachment
 * (the page stays as it is).
 */
export function saveFrom(url: string, fileName?: string): void {
  const link = document.createElement('a');
  link.href = url;
  if (fileName) link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
}

/** Calls a route that answers bytes and saves them as a file in the browser. */
export async function downloadFile(route: FileRoute, fallbackName: string, options: RequestOptions<FileRoute> = {}): Promise<void> {
  const { blob, fileName } = await apiFile(route, options);
  const url = URL.createObjectURL(blob);
  saveFrom(url, fileName ?? fallbackName);
  // Revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
