import { TableEncryption } from 'aws-cdk-lib/aws-dynamodb';
import { Table, type StackContext } from 'sst/constructs';
import { TABLE_KEYS } from '@colabora/functions/db/table-schema';
import { isProduction, statefulRemovalPolicy } from './stage';

// Item-level calls only (transactions are authorized per item action); no Scan, no table administration.
const TABLE_ACTIONS = [
  'dynamodb:GetItem',
  'dynamodb:BatchGetItem',
  'dynamodb:Query',
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
  'dynamodb:ConditionCheckItem',
];

export function Data({ stack }: StackContext) {
  const keyAttributes = [
    TABLE_KEYS.partitionKey,
    TABLE_KEYS.sortKey,
    ...TABLE_KEYS.indexes.flatMap((index) => [index.partitionKey, index.sortKey]),
  ];

  const table = new Table(stack, 'Main', {
    fields: Object.fromEntries(keyAttributes.map((name) => [name, 'string' as const])),
    primaryIndex: { partitionKey: TABLE_KEYS.partitionKey, sortKey: TABLE_KEYS.sortKey },
    timeToLiveAttribute: TABLE_KEYS.timeToLive,
    globalIndexes: Object.fromEntries(
      TABLE_KEYS.indexes.map((index) => [
        index.indexName,
        { partitionKey: index.partitionKey, sortKey: index.sortKey },
      ]),
    ),
    cdk: {
      table: {
        encryption: TableEncryption.AWS_MANAGED,
        // SST sets the deprecated `pointInTimeRecovery`; CDK refuses both at once.
        pointInTimeRecovery: undefined,
        pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
        deletionProtection: isProduction(stack.stage),
        removalPolicy: statefulRemovalPolicy(stack.stage),
      },
    },
  });

  // Bind this instead of the table: same binding, without SST's default `dynamodb:*`.
  const tableAccess = {
    resource: table,
    permissions: [{ actions: TABLE_ACTIONS, resources: [table.tableArn, `${table.tableArn}/index/*`] }],
  };

  return { table, tableAccess };
}
