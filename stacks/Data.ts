import { TableEncryption } from 'aws-cdk-lib/aws-dynamodb';
import { AnyPrincipal, Effect, PolicyDocument, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Table, type Stack, type StackContext } from 'sst/constructs';
import { REP_RECORDS_KEYS, TABLE_KEYS, type TableKeys } from '@colabora/functions/db/table-schema';
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

/** What a function may do in the REP's records: read them. */
export const REP_RECORDS_READ = ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query'];
/**
 * What their writers may do besides: put a new item (a transaction's Put parts are authorized as PutItem; the
 * entities write them with attribute_not_exists, db/model `create`). Never UpdateItem, DeleteItem, BatchWriteItem
 * (whose puts replace unconditionally) or PartiQL: a record, once written, stays as it was (Portaria 671 art. 74 IV).
 */
export const REP_RECORDS_APPEND = [...REP_RECORDS_READ, 'dynamodb:PutItem'];

/**
 * What nobody may do in the REP's records, whatever their identity policies allow (an administrator's included):
 * every call that changes or removes an existing item. The table's resource policy denies them to every principal.
 * A transaction is authorized per part, its Update and Delete parts as UpdateItem and DeleteItem, so this denies
 * them too (https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/transaction-apis-iam.html).
 * DeleteTable is not here: production's deletion protection refuses it already, and every other stage must be
 * removable by `sst remove`.
 */
const REP_RECORDS_DENIED = [
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
  'dynamodb:PartiQLUpdate',
  'dynamodb:PartiQLDelete',
];

/**
 * A table with the keys of `keys`, encrypted, with point-in-time recovery, kept (and protected) in production, and
 * the resource policy given if any.
 */
function dataTable(stack: Stack, id: string, keys: TableKeys, resourcePolicy?: PolicyDocument): Table {
  const keyAttributes = [keys.partitionKey, keys.sortKey, ...keys.indexes.flatMap((index) => [index.partitionKey, index.sortKey])];
  return new Table(stack, id, {
    fields: Object.fromEntries(keyAttributes.map((name) => [name, 'string' as const])),
    primaryIndex: { partitionKey: keys.partitionKey, sortKey: keys.sortKey },
    timeToLiveAttribute: keys.timeToLive,
    globalIndexes: Object.fromEntries(
      keys.indexes.map((index) => [index.indexName, { partitionKey: index.partitionKey, sortKey: index.sortKey }]),
    ),
    cdk: {
      table: {
        encryption: TableEncryption.AWS_MANAGED,
        // SST sets the deprecated `pointInTimeRecovery`; CDK refuses both at once.
        pointInTimeRecovery: undefined,
        pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
        deletionProtection: isProduction(stack.stage),
        removalPolicy: statefulRemovalPolicy(stack.stage),
        resourcePolicy,
      },
    },
  });
}

/** A binding of the table (its name, SST_Table_tableName_<id>) with these actions on it and its indexes only. */
function access(table: Table, actions: string[]) {
  return { resource: table, permissions: [{ actions, resources: [table.tableArn, `${table.tableArn}/index/*`] }] };
}

export function Data({ stack }: StackContext) {
  const table = dataTable(stack, 'Main', TABLE_KEYS);
  // The REP's records (db/service.ts REP_RECORDS): punches are never updated or deleted, by anyone. The resource
  // is `*`, the table the policy is attached to: its own ARN there would make the table depend on itself.
  const repRecords = dataTable(
    stack,
    'RepRecords',
    REP_RECORDS_KEYS,
    new PolicyDocument({
      statements: [new PolicyStatement({ effect: Effect.DENY, principals: [new AnyPrincipal()], actions: REP_RECORDS_DENIED, resources: ['*'] })],
    }),
  );

  // Bind these instead of the tables: the same bindings, without SST's default `dynamodb:*`.
  return {
    table,
    tableAccess: access(table, TABLE_ACTIONS),
    /**
     * Every other function: the days, the mirror, the AFD and AEJ and the receipts read punches, from many functions;
     * a read alters nothing, and the main table beside it holds the same people's data.
     */
    repRecordsRead: access(repRecords, REP_RECORDS_READ),
    /** Only the functions that write REP records: the punch writer. */
    repRecordsAppend: access(repRecords, REP_RECORDS_APPEND),
  };
}
