import { Duration } from 'aws-cdk-lib';
import { BucketEncryption } from 'aws-cdk-lib/aws-s3';
import { Bucket, type StackContext } from 'sst/constructs';
import { DATA_EXPORTS, RELEASED_FILE } from '@colabora/core/uploads/retention';
import { statefulRemovalPolicy } from './stage';

// Presigned uploads land under this prefix; the call that uses a file keeps it elsewhere, so what
// is still here after a day was abandoned.
export const UPLOADS_PREFIX = 'uploads/';

// Presigned POST (PutObject), checks and presigned GET (GetObject), clean-up (DeleteObject), releasing
// files no record needs (PutObjectTagging); ListBucket so a missing key answers 404 rather than 403.
const OBJECT_ACTIONS = ['s3:PutObject', 's3:GetObject', 's3:DeleteObject', 's3:PutObjectTagging'];
const BUCKET_ACTIONS = ['s3:ListBucket'];

/**
 * What browsers on the site may do with the bucket: presigned POST (uploads) and GET (files opened through a
 * short-lived link). The allowed origins are the site's own, set by the Web stack (S3's putBucketCors shape).
 */
export const FILES_CORS = {
  AllowedMethods: ['POST', 'GET', 'HEAD'],
  AllowedHeaders: ['*'],
  MaxAgeSeconds: 3600,
};

export function Files({ stack }: StackContext) {
  const bucket = new Bucket(stack, 'Files', {
    blockPublicACLs: true,
    // No CORS here: see FILES_CORS.
    cors: false,
    cdk: {
      bucket: {
        encryption: BucketEncryption.S3_MANAGED,
        versioned: true,
        enforceSSL: true,
        removalPolicy: statefulRemovalPolicy(stack.stage),
        lifecycleRules: [
          {
            id: 'abandoned-uploads',
            prefix: UPLOADS_PREFIX,
            expiration: Duration.days(1),
            noncurrentVersionExpiration: Duration.days(1),
          },
          {
            // LGPD minimization: see RELEASED_FILE.
            id: 'released-files',
            tagFilters: { [RELEASED_FILE.tag]: RELEASED_FILE.value },
            expiration: Duration.days(RELEASED_FILE.keepDays),
          },
          {
            id: 'data-exports',
            prefix: DATA_EXPORTS.prefix,
            expiration: Duration.days(DATA_EXPORTS.keepDays),
            noncurrentVersionExpiration: Duration.days(1),
          },
          {
            id: 'old-versions',
            noncurrentVersionExpiration: Duration.days(30),
            abortIncompleteMultipartUploadAfter: Duration.days(1),
          },
        ],
      },
    },
  });

  // Bind this instead of the bucket: same binding, without SST's default `s3:*`.
  const bucketAccess = {
    resource: bucket,
    permissions: [
      { actions: OBJECT_ACTIONS, resources: [`${bucket.bucketArn}/*`] },
      { actions: BUCKET_ACTIONS, resources: [bucket.bucketArn] },
    ],
  };

  return { bucket, bucketAccess };
}
