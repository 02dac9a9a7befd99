// One way to name a download, for the API's own files (sheet models) and the links it signs for stored ones.

/** RFC 5987 value: UTF-8, percent-encoded, with the few characters encodeURIComponent leaves that it may not. */
const extValue = (name: string) =>
  encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * `attachment`: the browser saves the file and never renders it in the site's origin (a PNG or PDF followed
 * by HTML stays a file). An ASCII fallback name, and the real one in `filename*` when it has accents.
 */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7E]|["\\]/g, '_');
  return ascii === fileName
    ? `attachment; filename="${ascii}"`
    : `attachment; filename="${ascii}"; filename*=UTF-8''${extValue(fileName.normalize('NFC'))}`;
}
