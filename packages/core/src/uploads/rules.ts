import { UPLOAD_PURPOSES, type UploadPurpose } from './schema';

// What each upload purpose takes (UPLOAD_PURPOSES), as named rules: the SPA checks a file with them before it
// uploads anything, the API checks the request and the stored bytes with the same ones.

/** The file's name ends with one of the purpose's extensions, whatever the case. */
export function hasAcceptedExtension(purpose: UploadPurpose, fileName: string): boolean {
  const name = fileName.toLowerCase();
  return UPLOAD_PURPOSES[purpose].extensions.some((extension) => name.endsWith(extension));
}

/** One of the purpose's content types (declared by the browser, or sniffed from the first bytes). */
export function isAcceptedContentType(purpose: UploadPurpose, contentType: string | null): boolean {
  return contentType !== null && (UPLOAD_PURPOSES[purpose].contentTypes as readonly string[]).includes(contentType);
}

/** Larger than the purpose allows. */
export function exceedsMaxSize(purpose: UploadPurpose, bytes: number): boolean {
  return bytes > UPLOAD_PURPOSES[purpose].maxBytes;
}

/** The purpose's size limit in MB, as the messages say it. */
export function maxMegabytes(purpose: UploadPurpose): number {
  return UPLOAD_PURPOSES[purpose].maxBytes / (1024 * 1024);
}
