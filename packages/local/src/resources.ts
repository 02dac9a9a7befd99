import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ResourceInUseException,
  UpdateTableCommand,
  type GlobalSecondaryIndex,
} from '@aws-sdk/client-dynamodb';
import { CreateBucketCommand, PutBucketCorsCommand, S3Client } from '@aws-sdk/client-s3';
import { REP_RECORDS_KEYS, TABLE_KEYS, type TableKeys } from '@colabora/functions/db/table-schema';
import { ORIGIN_VERIFY_ENV } from '@colabora/functions/http/origin-verify';
import { TEST_CERTIFICATE_PASSWORD, testCertificateBase64 } from './test-certificate';

export interface Bindings {
  tableName: string;
  /** The REP's append-only records (punches): the Data stack's second table. */
  repRecordsTableName: string;
  bucketName: string;
  authSecret: string;
  mailFrom: string;
  /** Where people open the app: the links in e-mails (locally the runtime's own address). */
  appUrl: string;
  /**
   * What CloudFront adds to API calls in AWS, and the gateway here (functions/src/http/origin-verify.ts).
   * Handler tests, which call the functions directly, leave it out.
   */
  originVerify?: string;
}

/** The local stage's resources (`npm start`, the e2e suite, `npm run create-company -- --stage local`). */
export const LOCAL_RESOURCES = {
  tableName: 'colabora-local',
  repRecordsTableName: 'colabora-local-rep-records',
  bucketName: 'colabora-local-files',
  mailFrom: 'Colabora <nao-responda@colabora.local>',
} as const;

/** The tables' variables of SST's `bind` (what db/service.ts binds its entities to). */
export function tableEnv(tables: Pick<Bindings, 'tableName' | 'repRecordsTableName'>): Record<string, string> {
  return { SST_Table_tableName_Main: tables.tableName, SST_Table_tableName_RepRecords: tables.repRecordsTableName };
}

/**
 * The variables SST's `bind` gives a deployed function; the handlers read nothing else. Locally the signing
 * certificate is always the TEST one (./test-certificate.ts).
 */
export function bindingEnv(bindings: Bindings): Record<string, string> {
  return {
    SST_APP: 'colabora',
    SST_STAGE: 'local',
    ...tableEnv(bindings),
    SST_Bucket_bucketName_Files: bindings.bucketName,
    SST_Secret_value_AUTH_SECRET: bindings.authSecret,
    SST_Secret_value_SIGNING_CERTIFICATE: testCertificateBase64(),
    SST_Secret_value_SIGNING_CERTIFICATE_PASSWORD: TEST_CERTIFICATE_PASSWORD,
    SST_Parameter_value_MAIL_FROM: bindings.mailFrom,
    SST_Parameter_value_APP_URL: bindings.appUrl,
    ...(bindings.originVerify ? { [ORIGIN_VERIFY_ENV]: bindings.originVerify } : {}),
  };
}

/** Creates the tables (the Data stack's key schemas) and the bucket when missing. */
export async function ensureResources(
  awsEnv: Record<string, string>,
  bindings: Pick<Bindings, 'tableName' | 'repRecordsTableName' | 'bucketName'>,
  corsOrigins: string[],
): Promise<void> {
  const credentials = { accessKeyId: awsEnv.AWS_ACCESS_KEY_ID, secretAccessKey: awsEnv.AWS_SECRET_ACCESS_KEY };
  const dynamo = new DynamoDBClient({
    region: awsEnv.AWS_REGION,
    endpoint: awsEnv.AWS_ENDPOINT_URL_DYNAMODB,
    credentials,
  });
  const s3 = new S3Client({
    region: awsEnv.AWS_REGION,
    endpoint: awsEnv.AWS_ENDPOINT_URL_S3,
    forcePathStyle: true,
    credentials,
  });
  try {
    await createTable(dynamo, bindings.tableName, TABLE_KEYS);
    await createTable(dynamo, bindings.repRecordsTableName, REP_RECORDS_KEYS);
    await s3.send(new CreateBucketCommand({ Bucket: bindings.bucketName })).catch((error: { name?: string }) => {
      if (error.name !== 'BucketAlreadyOwnedByYou' && error.name !== 'BucketAlreadyExists') throw error;
    });
    if (corsOrigins.length > 0) {
      await s3.send(
        new PutBucketCorsCommand({
          Bucket: bindings.bucketName,
          CORSConfiguration: {
            CORSRules: [
              { AllowedOrigins: corsOrigins, AllowedMethods: ['GET', 'POST', 'HEAD'], AllowedHeaders: ['*'], MaxAgeSeconds: 3000 },
            ],
          },
        }),
      );
    }
  } finally {
    dynamo.destroy();
    s3.destroy();
  }
}

async function createTable(client: DynamoDBClient, tableName: string, keys: TableKeys): Promise<void> {
  const attributes = [keys.partitionKey, keys.sortKey, ...keys.indexes.flatMap((index) => [index.partitionKey, index.sortKey])];
  const indexes: GlobalSecondaryIndex[] = keys.indexes.map((index) => ({
    IndexName: index.indexName,
    KeySchema: [
      { AttributeName: index.partitionKey, KeyType: 'HASH' },
      { AttributeName: index.sortKey, KeyType: 'RANGE' },
    ],
    Projection: { ProjectionType: 'ALL' },
  }));
  try {
    await client.send(
      new CreateTableCommand({
        TableName: tableName,
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: attributes.map((name) => ({ AttributeName: name, AttributeType: 'S' })),
        KeySchema: [
          { AttributeName: keys.partitionKey, KeyType: 'HASH' },
          { AttributeName: keys.sortKey, KeyType: 'RANGE' },
        ],
        GlobalSecondaryIndexes: indexes,
      }),
    );
  } catch (error) {
    if (!(error instanceof ResourceInUseException)) throw error;
    await addMissingIndexes(client, tableName, indexes);
  }
}

/**
 * A table kept in `.local/` from before an index existed gets it now, so `npm start` keeps working on old data
 * (DynamoDB creates one index per call and backfills it from the items).
 */
async function addMissingIndexes(client: DynamoDBClient, tableName: string, indexes: GlobalSecondaryIndex[]): Promise<void> {
  const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
  const present = new Set((Table?.GlobalSecondaryIndexes ?? []).map((index) => index.IndexName));
  for (const index of indexes.filter((wanted) => !present.has(wanted.IndexName))) {
    const keys = (index.KeySchema ?? []).map((key) => ({ AttributeName: key.AttributeName, AttributeType: 'S' as const }));
    await client.send(
      new UpdateTableCommand({ TableName: tableName, AttributeDefinitions: keys, GlobalSecondaryIndexUpdates: [{ Create: index }] }),
    );
    await indexActive(client, tableName, index.IndexName);
  }
}

async function indexActive(client: DynamoDBClient, tableName: string, indexName: string | undefined): Promise<void> {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
    const index = Table?.GlobalSecondaryIndexes?.find((candidate) => candidate.IndexName === indexName);
    if (index?.IndexStatus === 'ACTIVE') return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`index ${indexName} of ${tableName} did not become active`);
}
