import { Bucket } from 'sst/node/bucket';
import { Config } from 'sst/node/config';
import { Table } from 'sst/node/table';
// Brings the binding types along wherever config is compiled from (other packages include only their own src).
import type {} from './sst-env';
import { REP_EXPORT_DIRECT_SECONDS_ENV, REP_EXPORT_FUNCTION_ENV } from './modules/timeclock/rep-export-settings';

// Resources reach code through SST bindings (env SST_Table_tableName_Main, SST_Table_tableName_RepRecords, SST_Bucket_bucketName_Files,
// SST_Secret_value_AUTH_SECRET, SST_Secret_value_SIGNING_CERTIFICATE(_PASSWORD), SST_Parameter_value_MAIL_FROM, SST_Parameter_value_APP_URL). The local runtime sets the same variables,
// plus AWS_ENDPOINT_URL_{DYNAMODB,S3,SESV2} which the SDK clients honour on their own.
export const config = {
  get tableName(): string {
    return Table.Main.tableName;
  },
  /** The REP's append-only records (punches): their own table, where no function may update or delete (stacks/Data.ts). */
  get repRecordsTableName(): string {
    return Table.RepRecords.tableName;
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
  /**
   * The rep-export function, which writes the REP files too big for one API call (modules/timeclock/rep-export-job.ts):
   * its name in AWS (stacks/Jobs.ts), `jobs/rep-export` locally, where AWS_ENDPOINT_URL_LAMBDA is the runtime's
   * stand-in of Lambda's Invoke.
   */
  get repExportFunction(): string {
    const name = process.env[REP_EXPORT_FUNCTION_ENV];
    if (!name) throw new Error(`${REP_EXPORT_FUNCTION_ENV} is not set`);
    return name;
  },
  /**
   * How long a REP file may be expected to take and still be written within the API call (its function has 28 s;
   * the margin is for a slower Lambda or a busier table); a bigger period goes on as a job. A stage setting, so a
   * test can send every export to the job.
   */
  get repExportDirectSeconds(): number {
    return Number(process.env[REP_EXPORT_DIRECT_SECONDS_ENV] ?? 12);
  },
  /** s3rver only answers path-style requests. */
  get s3ForcePathStyle(): boolean {
    return process.env.S3_FORCE_PATH_STYLE === 'true';
  },
};
