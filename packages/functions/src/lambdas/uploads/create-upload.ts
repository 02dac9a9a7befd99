import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { UPLOAD_PURPOSES, uploadRequestSchema, type UploadTicket } from '@colabora/core/uploads/schema';
import { config } from '../../config';
import { action } from '../../http/resource-handler';
import { ok } from '../../http/reply';
import { s3 } from '../../modules/files/s3-client';
import { newUploadKey } from '../../modules/files/upload-key';
import { assertUploadAllowed } from '../../modules/files/upload-rules';

const TICKET_SECONDS = 5 * 60;

/** POST /api/uploads {purpose, fileName, contentType, size} → {url, fields, key} (presigned POST). */
export const createUpload = action('createUpload', { body: uploadRequestSchema }, async ({ caller, body: request }) => {
  assertUploadAllowed(request, caller.role);
  const key = newUploadKey(caller, request.purpose, request.fileName);
  const { url, fields } = await createPresignedPost(s3, {
    Bucket: config.bucketName,
    Key: key,
    Conditions: [
      ['content-length-range', 1, UPLOAD_PURPOSES[request.purpose].maxBytes],
      ['eq', '$Content-Type', request.contentType],
    ],
    Fields: { 'Content-Type': request.contentType },
    Expires: TICKET_SECONDS,
  });
  const ticket: UploadTicket = { url, fields, key };
  return ok(ticket);
});
