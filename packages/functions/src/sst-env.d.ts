// Types for the SST bindings this code reads (SST generates these in .sst/types when deploying).
import 'sst/node/table';
import 'sst/node/bucket';
import 'sst/node/config';

declare module 'sst/node/table' {
  export interface TableResources {
    Main: { tableName: string };
    RepRecords: { tableName: string };
  }
}
declare module 'sst/node/bucket' {
  export interface BucketResources {
    Files: { bucketName: string };
  }
}
declare module 'sst/node/config' {
  export interface SecretResources {
    AUTH_SECRET: { value: string };
    SIGNING_CERTIFICATE: { value: string };
    SIGNING_CERTIFICATE_PASSWORD: { value: string };
  }
  export interface ParameterResources {
    MAIL_FROM: { value: string };
    APP_URL: { value: string };
  }
}
