import { createHash, type Hash } from 'node:crypto';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { signatureFileName, type AfdExportAnswer } from '@colabora/core/timeclock/afd/export-query';
import { config } from '../../config';
import { downloadLink } from '../files/download-link';
import { uploadStream } from '../files/multipart-upload';
import { s3 } from '../files/s3-client';
import { signingCertificate } from './signing-certificate';

// A REP file (the AFD, the AEJ) stored with its detached signature (Portaria MTP 671/2021 arts. 86–88; issue 23
// §4): the file streams to S3 in parts and is hashed on the way, then its .p7s (cades-signature.ts, loaded only
// now) is stored beside it; the answer links both for 60 seconds, at once or, for an export job, at each poll.

/** Where a written file and its signature are in the bucket. */
export interface StoredRepFile {
  fileName: string;
  key: string;
  signatureKey: string;
}

async function* hashing(chunks: AsyncIterable<Uint8Array>, hash: Hash): AsyncGenerator<Uint8Array> {
  for await (const chunk of chunks) {
    hash.update(chunk);
    yield chunk;
  }
}

/** Writes the file under `key` (its name the last segment) and its signature beside it. */
export async function signedUpload(key: string, fileName: string, chunks: AsyncIterable<Uint8Array>, now: Date): Promise<StoredRepFile> {
  const hash = createHash('sha256');
  await uploadStream(key, hashing(chunks, hash), 'text/plain; charset=ISO-8859-1');
  // Lazily: PKI.js and node-forge load only here, not at the Lambda's cold start (stacks/bundling.ts).
  const { detachedSignature } = await import('./cades-signature');
  const signature = await detachedSignature(hash.digest(), signingCertificate(), now);
  const signatureName = signatureFileName(fileName);
  const signatureKey = `${key.slice(0, key.lastIndexOf('/') + 1)}${signatureName}`;
  await s3.send(new PutObjectCommand({ Bucket: config.bucketName, Key: signatureKey, Body: signature, ContentType: 'application/pkcs7-signature' }));
  return { fileName, key, signatureKey };
}

/** The answer: the file's name and 60-second links to it and its signature. */
export async function repFileLinks({ fileName, key, signatureKey }: StoredRepFile): Promise<AfdExportAnswer> {
  const [file, signed] = await Promise.all([downloadLink(key, fileName), downloadLink(signatureKey, signatureFileName(fileName))]);
  return { fileName, url: file.url, signatureUrl: signed.url };
}
