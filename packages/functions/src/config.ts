import { Bucket } from 'sst/node/bucket';
import { Config } from 'sst/node/config';
import { Table } from 'sst/node/table';
// Brings the binding types along wherever config is compiled from (other packages include only their own src).
import type {} from './sst-env';

// Resources reach code through SST bindings (env SST_Table_tableName_Main, SST_Bucket_bucketName_Files,
// SST_Secret_value_AUTH_SECRET, SST_Secret_value_SIGNING_CERTIFICATE(_PASSWORD), SST_Parameter_value_MAIL_FROM, SST_Parameter_value_APP_URL). The local runtime sets the same variables,
// plus AWS_ENDPOINT_URL_{DYNAMODB,S3,SESV2} which the SDK clients honour on their own.
export const config = {
  get tableName(): string {
    return Table.Main.tableName;
  },
  get bucketName(): string {
    return Bucket.Files.bucketName;
  },
  get authSecret(): string {
    return Config.AUTH_SECRET;
  },
  /** The stage's ICP-Brasil A1 certificate, its PKCS#12 file in base64 (`sst secrets set SIGNING_CERTIFICATE`). */
  get signingCertificate(): string {
    return Config.SIGNING_CERTIFICATE;
  },
  /** The PKCS#12's password (`sst secrets set SIGNING_CERTIFICATE_PASSWORD`): never logged. */
  get signingCertificatePassword(): string {
    return Config.SIGNING_CERTIFICATE_PASSWORD;
  },
  get mailFrom(): string {
    return Config.MAIL_FROM;
  },
  /** Where people open the app (invite links), without a trailing slash. In AWS the Web stack writes it to
   * SSM and the functions that send links fetch it at cold start (stacks/Api.ts). */
  get appUrl(): string {
    return Config.APP_URL.replace(/\/+$/, '');
  },
  /** s3rver only answers path-style requests. */
  get s3ForcePathStyle(): boolean {
    return process.env.S3_FORCE_PATH_STYLE === 'true';
  },
};
