import { GetObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { FileLink } from '@colabora/core/admission/contract';
import { config } from '../../config';
import { attachmentDisposition } from '../../lib/content-disposition';
import { s3 } from './s3-client';

/** Long enough to open the file, short enough that a leaked link is soon useless (personal documents). */
const LINK_SECONDS = 60;

/**
 * A presigned GET of a stored file that always downloads under `fileName` and that no cache keeps: the SPA
 * shows PDFs and photos from their bytes, in its own origin, never the bucket's answer as a page.
 */
export async function downloadLink(key: string, fileName: string): Promise<FileLink> {
  const object = new GetObjectCommand({
    Bucket: config.bucketName,
    Key: key,
    ResponseContentDisposition: attachmentDisposition(fileName),
    ResponseCacheControl: 'private, no-store',
  });
  return { url: await getSignedUrl(s3, object, { expiresIn: LINK_SECONDS }), expiresIn: LINK_SECONDS };
}
