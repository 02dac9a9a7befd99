import type { RouteName } from '@colabora/core/api-routes';
import { apiFile, type RequestOptions } from './api-client';

/** Calls a route that answers bytes and saves them as a file in the browser. */
export async function downloadFile(route: RouteName, fallbackName: string, options: RequestOptions = {}): Promise<void> {
  const { blob, fileName } = await apiFile(route, options);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
