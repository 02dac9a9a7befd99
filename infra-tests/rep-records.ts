import { describe, expect, it } from 'vitest';
import { REP_RECORDS_KEYS } from '@colabora/functions/db/table-schema';
import { Api } from '../stacks/Api';
import { Data } from '../stacks/Data';
import { Jobs } from '../stacks/Jobs';
import { PUNCH_WRITER, resourceHandler } from '../stacks/lambdas';
import { Punches } from '../stacks/Punches';
import { ACCOUNT } from './synth';
import { expectRecordsDenyPolicy } from './rep-records-policy';
import { actions, appFunctions, arnPattern, environment, functionStatements, glob, identityStatements, keySchemaOf, list, resources, type Statement } from './cfn';
import { testStage } from './test-stage';

// Punches are immutable by policy, not by habit (issue 23 §7; Portaria 671 art. 74 IV: nothing may alter what the
// employee recorded). They live in the REP records table (db/service.ts REP_RECORDS), whose resource policy denies
// every principal any change (./rep-records-policy.ts), and over EVERY identity statement of every stack: none that
// can reach that table or its index (by reference, by a wildcard ARN, or `*`) allows anything but reads and new
// items; only the punch writer may put. On the 'test' stage, run by stacks.test.ts (./test-stage.ts).

/** What any statement may allow on the records table: reads, a new item, a transaction's condition. */
const ALLOWED = ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query', 'dynamodb:DescribeTable', 'dynamodb:PutItem', 'dynamodb:ConditionCheckItem'];
/** What would change or remove a record: named here so a failure says which. */
const FORBIDDEN = [
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
  'dynamodb:PartiQLInsert',
  'dynamodb:PartiQLUpdate',
  'dynamodb:PartiQLDelete',
  'dynamodb:DeleteTable',
  'dynamodb:UpdateTable',
];
const READS = ['dynamodb:GetItem', 'dynamodb:Query'];
const PUT = 'dynamodb:PutItem';

/** The records table: its logical id (which references and exports carry) and the ARNs of it and its index. */
function recordsTable() {
  const tables = resources(testStage().template(Data), 'AWS::DynamoDB::Table').filter(([id]) => id.startsWith('RepRecordsTable'));
  expect(tables).toHaveLength(1);
  const [[id, table]] = tables;
  const name = table.Properties.TableName;
  if (typeof name !== 'string') throw new Error('the records table has no fixed name');
  const arn = `arn:aws:dynamodb:us-east-1:${ACCOUNT}:table/${name}`;
  return { id, table, arns: [arn, ...REP_RECORDS_KEYS.indexes.map((index) => `${arn}/index/${index.indexName}`)] };
}

/** Whether an allowing statement's actions can be DynamoDB's (`dynamodb:…`, `*`, `d*`, a NotAction). */
const dynamoActions = (statement: Statement & { NotAction?: unknown }) =>
  statement.NotAction !== undefined ||
  actions([statement]).some((action) => action.toLowerCase().startsWith('dynamodb:') || glob(action).test('dynamodb:AnyAction'));

/** Whether an allowing statement can apply to the records table or its index. */
function reachesRecords(statement: Statement & { NotResource?: unknown }, records: ReturnType<typeof recordsTable>): boolean {
  if (!dynamoActions(statement)) return false;
  if (statement.NotResource !== undefined) return true;
  return list(statement.Resource).some((resource) => {
    const pattern = arnPattern(resource);
    if (pattern.includes(records.id)) return true;
    return records.arns.some((arn) => glob(pattern).test(arn));
  });
}

/** Every allowing identity statement of every stack that can apply to the records table. */
function recordsStatements(): Statement[] {
  const records = recordsTable();
  const all = testStage()
    .templates()
    .flatMap((template) => identityStatements(template));
  expect(all.length).toBeGreaterThan(0);
  return all.filter((statement) => statement.Effect === 'Allow' && reachesRecords(statement, records));
}

const allows = (statement: Statement & { NotAction?: unknown }, action: string) =>
  statement.NotAction !== undefined || actions([statement]).some((granted) => glob(granted).test(action));

describe('the REP records (punches): immutable by policy', () => {
  it('keeps them in a table of their own, encrypted, with point-in-time recovery, keyed as REP_RECORDS_KEYS', () => {
    const { table } = recordsTable();
    expect(table.Properties).toMatchObject({
      BillingMode: 'PAY_PER_REQUEST',
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      SSESpecification: { SSEEnabled: true },
      ...keySchemaOf(REP_RECORDS_KEYS),
    });
    // No time to live: nothing there expires.
    expect(table.Properties.TimeToLiveSpecification).toBeUndefined();
  });

  it("denies every principal any update, delete, batch write or PartiQL change there, by the table's resource policy", () => {
    expectRecordsDenyPolicy(testStage().template(Data));
  });

  it('lets no statement of any stack update, delete, batch-write or PartiQL there, nor use a wildcard action', () => {
    const statements = recordsStatements();
    // The functions' reads and the writer's put, at least: the search does find them.
    expect(statements.length).toBeGreaterThan(0);
    const changing = statements.flatMap((statement) => FORBIDDEN.filter((action) => allows(statement, action)).map((action) => ({ action, statement })));
    expect(changing).toEqual([]);
    const outside = statements.flatMap((statement) => actions([statement]).filter((action) => !ALLOWED.some((allowed) => allowed.toLowerCase() === action.toLowerCase())));
    expect(outside).toEqual([]);
  });

  // Who may add REP records: the punch writer (type 7), and the functions whose changes make the employer's and the
  // employees' records (types 2 and 5, in the change's own transaction). A new one is a decision, made here.
  const RECORD_WRITERS = [
    PUNCH_WRITER.handler,
    ...['users', 'users-import', 'user-steps', 'admission-files', 'dismissal', 'company'].map(resourceHandler),
  ].sort();

  it('lets only the punch writer and the functions that make employer and employee records put new records; every function reads them', () => {
    const records = recordsTable();
    const putters: string[] = [];
    for (const stack of [Api, Punches, Jobs]) {
      const template = testStage().template(stack);
      for (const [handler, [, fn]] of appFunctions(template)) {
        const own = functionStatements(template, fn).filter((statement) => statement.Effect === 'Allow' && reachesRecords(statement, records));
        expect(environment(fn).SST_Table_tableName_RepRecords, handler).toBeDefined();
        for (const read of READS) expect(own.some((statement) => allows(statement, read)), `${handler} ${read}`).toBe(true);
        if (own.some((statement) => allows(statement, PUT))) putters.push(handler);
      }
    }
    expect(putters.sort()).toEqual(RECORD_WRITERS);
    // And no other role of any stack (custom resources, log retention…) holds a put there: one statement each.
    const anyPut = recordsStatements().filter((statement) => allows(statement, PUT));
    expect(anyPut).toHaveLength(RECORD_WRITERS.length);
  });
});
