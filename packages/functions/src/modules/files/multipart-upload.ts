import { AbortMultipartUploadCommand, CompleteMultipartUploadCommand, CreateMultipartUploadCommand, UploadPartCommand, type CompletedPart } from '@aws-sdk/client-s3';
import { config } from '../../config';
import { s3 } from './s3-client';

/** S3's smallest part but the last (5 MiB): the most a stream written here holds in memory, besides one chunk. */
const PART_BYTES = 5 * 1024 * 1024;

function joined(chunks: readonly Uint8Array[], bytes: number): Uint8Array {
  const part = new Uint8Array(bytes);
  chunks.reduce((offset, chunk) => (part.set(chunk, offset), offset + chunk.length), 0);
  return part;
}

/**
 * Writes a stream of chunks to the files bucket under `key` as an S3 multipart upload, one 5 MiB part at a time,
 * so a file of any size is never held whole. Any failure (of the stream or of S3) aborts the upload: no part
 * is left stored and nothing is found under the key.
 */
export async function uploadStream(key: string, chunks: AsyncIterable<Uint8Array>, contentType: string): Promise<void> {
  const bucket = { Bucket: config.bucketName, Key: key };
  const { UploadId } = await s3.send(new CreateMultipartUploadCommand({ ...bucket, ContentType: contentType }));
  const parts: CompletedPart[] = [];
  const send = async (body: Uint8Array) => {
    const PartNumber = parts.length + 1;
    const { ETag } = await s3.send(new UploadPartCommand({ ...bucket, UploadId, PartNumber, Body: body, ContentLength: body.length }));
    parts.push({ ETag, PartNumber });
  };
  try {
    let held: Uint8Array[] = [];
    let bytes = 0;
    for await (const chunk of chunks) {
      held.push(chunk);
      bytes += chunk.length;
      if (bytes >= PART_BYTES) {
        await send(joined(held, bytes));
        held = [];
        bytes = 0;
      }
    }
    if (bytes > 0 || parts.length === 0) await send(joined(held, bytes));
    await s3.send(new CompleteMultipartUploadCommand({ ...bucket, UploadId, MultipartUpload: { Parts: parts } }));
  } catch (error) {
    await s3.send(new AbortMultipartUploadCommand({ ...bucket, UploadId })).catch(() => undefined);
    throw error;
  }
}
