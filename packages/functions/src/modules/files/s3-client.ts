import { S3Client } from '@aws-sdk/client-s3';
import { config } from '../../config';

// Endpoint from AWS_ENDPOINT_URL_S3 when set (locally s3rver, path-style only), so presigned URLs point
// where the browser can reach. Checksums only when required: browsers do not compute them for POSTs.
export const s3 = new S3Client({
  forcePathStyle: config.s3ForcePathStyle,
  requestChecksumCalculation: 'WHEN_REQUIRED',
  responseChecksumValidation: 'WHEN_REQUIRED',
});
