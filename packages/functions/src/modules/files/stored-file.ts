import { CopyObjectCommand, DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectTaggingCommand } from '@aws-sdk/client-s3';
import type { UploadedFile } from '@colabora/core/ground/uploaded-file';
import { SERVER_MSG } from '@colabora/core/messages';
import { RELEASED_FILE } from '@colabora/core/uploads/retention';
import { SNIFF_BYTES, sniffContentType } from '@colabora/core/uploads/sniff';
import { exceedsMaxSize, isAcceptedContentType, maxMegabytes } from '@colabora/core/uploads/rules';
import type { UploadPurpose } from '@colabora/core/uploads/rules';
import { config } from '../../config';
import { BadRequest, Forbidden, NotFound } from '../../http/http-error';
import { s3 } from './s3-client';
import { isCompanyUpload, isOwnUpload, keptFileKey, type Uploader } from './upload-key';
import { wrongTypeMessage } from './upload-rules';

// What the API checks before it accepts a key a browser uploaded (ARCHITECTURE 'files'): the tenant prefix,
// the size and the magic bytes. The local S3 ignores POST policies, so these checks are the real ones.

const missing = () => new NotFound(SERVER_MSG.fileMissing);
const isNotFound = (error: unknown) => ['NotFound', 'NoSuchKey'].includes((error as { name?: string }).name ?? '');

async function send<T>(request: Promise<T>): Promise<T> {
  return request.catch((error: unknown) => {
    throw isNotFound(error) ? missing() : error;
  });
}

/**
 * Size of an upload the caller got the ticket for, for this purpose: another company's key, or none, is not
 * found (404); a colleague's, or one asked for another purpose, is refused (403).
 */
async function storedSize(uploader: Uploader, key: string, purpose: UploadPurpose): Promise<number> {
  if (!isCompanyUpload(key, uploader.companyId)) throw missing();
  if (!isOwnUpload(key, uploader, purpose)) throw new Forbidden(SERVER_MSG.uploadNotYours);
  const head = await send(s3.send(new HeadObjectCommand({ Bucket: config.bucketName, Key: key })));
  const size = head.ContentLength ?? 0;
  if (exceedsMaxSize(purpose, size)) throw new BadRequest(SERVER_MSG.fileTooLarge(maxMegabytes(purpose)));
  return size;
}

async function readBytes(key: string, range?: string): Promise<Uint8Array> {
  const object = await send(s3.send(new GetObjectCommand({ Bucket: config.bucketName, Key: key, Range: range })));
  if (!object.Body) throw missing();
  return object.Body.transformToByteArray();
}

/**
 * Accepts an uploaded file for `purpose`: it must be the uploader's, for that purpose, within the size limit, and its bytes
 * of one of the purpose's types. The file is then copied out of uploads/ (which expires) to its kept key;
 * answers the reference to store, with that key and the size S3 really holds.
 */
export async function acceptUpload(uploader: Uploader, file: UploadedFile, purpose: UploadPurpose): Promise<UploadedFile> {
  const size = await storedSize(uploader, file.key, purpose);
  const type = sniffContentType(await readBytes(file.key, `bytes=0-${SNIFF_BYTES - 1}`));
  if (!type || !isAcceptedContentType(purpose, type)) throw new BadRequest(wrongTypeMessage(purpose));
  const key = keptFileKey(file.key);
  await s3.send(
    new CopyObjectCommand({
      Bucket: config.bucketName,
      Key: key,
      CopySource: `${config.bucketName}/${encodeURI(file.key)}`,
      ContentType: type,
      // Even a link signed without overrides downloads the file instead of rendering it.
      ContentDisposition: 'attachment',
      MetadataDirective: 'REPLACE',
    }),
  );
  return { key, name: file.name, size };
}

/** The whole bytes of an upload (sheets to import), after the same checks. */
export async function readUpload(uploader: Uploader, key: string, purpose: UploadPurpose): Promise<Uint8Array> {
  await storedSize(uploader, key, purpose);
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

/**
 * Kept files no record references any more: tagged, so the bucket deletes them RELEASED_FILE.keepDays later
 * (stacks/Files.ts). Runs after the write that released them committed, so a failure here loses nothing:
 * the file only stays longer.
 */
export async function releaseFiles(keys: Iterable<string>): Promise<void> {
  const tagging = { TagSet: [{ Key: RELEASED_FILE.tag, Value: RELEASED_FILE.value }] };
  await Promise.all(
    [...keys].map((key) => s3.send(new PutObjectTaggingCommand({ Bucket: config.bucketName, Key: key, Tagging: tagging }))),
  );
}
