import { CopyObjectCommand, DeleteObjectCommand, GetObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import type { UploadedFile } from '@colabora/core/admission/uploaded-file';
import { SERVER_MSG } from '@colabora/core/messages';
import { UPLOAD_PURPOSES, type UploadPurpose } from '@colabora/core/uploads/schema';
import { config } from '../config';
import { BadRequest, NotFound } from '../http/http-error';
import { s3 } from './s3-client';
import { isCompanyUpload, keptFileKey } from './upload-key';
import { maxMegabytes, wrongTypeMessage } from './upload-rules';

// What the API checks before it accepts a key a browser uploaded (ARCHITECTURE 'files'): the tenant prefix,
// the size and the magic bytes. The local S3 ignores POST policies, so these checks are the real ones.

const missing = () => new NotFound(SERVER_MSG.fileMissing);
const isNotFound = (error: unknown) => ['NotFound', 'NoSuchKey'].includes((error as { name?: string }).name ?? '');

async function send<T>(request: Promise<T>): Promise<T> {
  return request.catch((error: unknown) => {
    throw isNotFound(error) ? missing() : error;
  });
}

const SIGNATURES: [contentType: string, magic: number[]][] = [
  ['application/pdf', [0x25, 0x50, 0x44, 0x46, 0x2d]], // %PDF-
  ['image/jpeg', [0xff, 0xd8, 0xff]],
  ['image/png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', [0x50, 0x4b, 0x03, 0x04]], // zip
];

/** The type the first bytes say, whatever the name or the declared type claim; null when unknown. */
export function sniffContentType(head: Uint8Array): string | null {
  const match = SIGNATURES.find(([, magic]) => magic.every((byte, i) => head[i] === byte));
  return match?.[0] ?? null;
}

/** Size of an upload of the caller's company; another company's key, or none, is not found (404). */
async function storedSize(companyId: string, key: string, purpose: UploadPurpose): Promise<number> {
  if (!isCompanyUpload(key, companyId)) throw missing();
  const head = await send(s3.send(new HeadObjectCommand({ Bucket: config.bucketName, Key: key })));
  const size = head.ContentLength ?? 0;
  if (size > UPLOAD_PURPOSES[purpose].maxBytes) throw new BadRequest(SERVER_MSG.fileTooLarge(maxMegabytes(purpose)));
  return size;
}

async function readBytes(key: string, range?: string): Promise<Uint8Array> {
  const object = await send(s3.send(new GetObjectCommand({ Bucket: config.bucketName, Key: key, Range: range })));
  if (!object.Body) throw missing();
  return object.Body.transformToByteArray();
}

/**
 * Accepts an uploaded file for `purpose`: it must be the company's, within the size limit, and its bytes
 * of one of the purpose's types. The file is then copied out of uploads/ (which expires) to its kept key;
 * answers the reference to store, with that key and the size S3 really holds.
 */
export async function acceptUpload(companyId: string, file: UploadedFile, purpose: UploadPurpose): Promise<UploadedFile> {
  const size = await storedSize(companyId, file.key, purpose);
  const type = sniffContentType(await readBytes(file.key, 'bytes=0-15'));
  if (!type || !(UPLOAD_PURPOSES[purpose].contentTypes as readonly string[]).includes(type)) {
    throw new BadRequest(wrongTypeMessage(purpose));
  }
  const key = keptFileKey(file.key);
  await s3.send(
    new CopyObjectCommand({
      Bucket: config.bucketName,
      Key: key,
      CopySource: `${config.bucketName}/${encodeURI(file.key)}`,
      ContentType: type,
      MetadataDirective: 'REPLACE',
    }),
  );
  return { key, name: file.name, size };
}

/** The whole bytes of an upload (sheets to import), after the same checks. */
export async function readUpload(companyId: string, key: string, purpose: UploadPurpose): Promise<Uint8Array> {
  await storedSize(companyId, key, purpose);
  return readBytes(key);
}

/** The bytes of a file a record already references (a kept key, e.g. a contract to hash when signed). */
export function readKeptFile(key: string): Promise<Uint8Array> {
  return readBytes(key);
}

/** An import consumes its upload. */
export async function deleteUpload(key: string): Promise<void> {
  await s3.send(new DeleteObjectCommand({ Bucket: config.bucketName, Key: key }));
}
