import { randomUUID } from 'node:crypto';
import { GetObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import { config } from '../../config';
import { uploadStream } from './multipart-upload';
import { s3 } from './s3-client';

// A stream written to the bucket in 5 MiB parts (the AFD's way to S3), against the local S3 stand-in.

const MiB = 1024 * 1024;

async function* chunks(count: number, size: number, failAt?: number): AsyncGenerator<Uint8Array> {
  for (let index = 0; index < count; index += 1) {
    if (index === failAt) throw new Error('the stream broke');
    yield new Uint8Array(size).fill(index % 251);
  }
}

describe('uploadStream', () => {
  it('stores chunks past several parts byte for byte', async () => {
    const key = `exports/test/${randomUUID()}.txt`;
    await uploadStream(key, chunks(12, MiB), 'text/plain');
    const object = await s3.send(new GetObjectCommand({ Bucket: config.bucketName, Key: key }));
    const bytes = await object.Body!.transformToByteArray();
    expect(bytes.length).toBe(12 * MiB);
    expect([bytes[0], bytes[5 * MiB], bytes[12 * MiB - 1]]).toEqual([0, 5, 11]);
  });

  it('stores an empty stream as an empty file', async () => {
    const key = `exports/test/${randomUUID()}.txt`;
    await uploadStream(key, chunks(0, 0), 'text/plain');
    expect((await s3.send(new HeadObjectCommand({ Bucket: config.bucketName, Key: key }))).ContentLength).toBe(0);
  });

  it('leaves nothing under the key when the stream fails midway', async () => {
    const key = `exports/test/${randomUUID()}.txt`;
    await expect(uploadStream(key, chunks(8, MiB, 6), 'text/plain')).rejects.toThrow('the stream broke');
    await expect(s3.send(new HeadObjectCommand({ Bucket: config.bucketName, Key: key }))).rejects.toThrow();
  });
});
