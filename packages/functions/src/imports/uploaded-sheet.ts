import { BadRequest, NotFound } from '../http/http-error';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import { SERVER_MSG } from '@colabora/core/messages';
import { UPLOAD_PURPOSES } from '@colabora/core/uploads/schema';
import { config } from '../config';
import { s3 } from '../uploads/s3-client';
import { isCompanyUpload } from '../uploads/upload-key';
import { maxMegabytes } from '../uploads/upload-rules';

const SHEET = UPLOAD_PURPOSES.sheet;

function missing(): Error {
  return new NotFound(SERVER_MSG.fileMissing);
}

const isNotFound = (error: unknown) => ['NotFound', 'NoSuchKey'].includes((error as { name?: string }).name ?? '');

/**
 * The bytes of a sheet the caller uploaded. Another company's key, or none, is not found (404); the size is
 * checked again because the local S3 ignores POST policies.
 */
export async function readUploadedSheet(companyId: string, key: string): Promise<Uint8Array> {
  if (!isCompanyUpload(key, companyId)) throw missing();
  const head = await s3.send(new HeadObjectCommand({ Bucket: config.bucketName, Key: key })).catch((error: unknown) => {
    throw isNotFound(error) ? missing() : error;
  });
  if ((head.ContentLength ?? 0) > SHEET.maxBytes) {
    throw new BadRequest(SERVER_MSG.fileTooLarge(maxMegabytes('sheet')));
  }
  const object = await s3.send(new GetObjectCommand({ Bucket: config.bucketName, Key: key })).catch((error: unknown) => {
    throw isNotFound(error) ? missing() : error;
  });
  if (!object.Body) throw missing();
  return object.Body.transformToByteArray();
}

/** An import consumes its upload. */
export async function deleteUpload(key: string): Promise<void> {
  await s3.send(new DeleteObjectCommand({ Bucket: config.bucketName, Key: key }));
}
