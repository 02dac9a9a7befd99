import * as z from 'zod/mini';

// A file the browser already sent to S3 through a presigned POST (ARCHITECTURE 'files'): calls carry this
// reference, never the bytes. The API checks size, type and magic bytes of `key` before accepting it.
export interface UploadedFile {
  key: string;
  name: string;
  size: number;
}

/** An uploaded file reference; every way of missing it (absent, null, blank key) says `message`. */
export function uploadedFileSchema(message: string) {
  return z.object(
    {
      key: z.string({ error: message }).check(z.trim(), z.minLength(1, message), z.maxLength(500, message)),
      name: z.string({ error: message }).check(z.trim(), z.minLength(1, message), z.maxLength(255, message)),
      size: z.int({ error: message }).check(z.minimum(1, message)),
    },
    { error: message },
  );
}

/** Optional file slot (RG, voter card and reservist photos): absent or null when not sent. */
export function optionalUploadedFileSchema(message: string) {
  return z.nullish(uploadedFileSchema(message));
}
