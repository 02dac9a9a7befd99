import type { Template } from 'aws-cdk-lib/assertions';
import { expect } from 'vitest';
import { list, resources, tablePolicyStatements } from './cfn';

// The REP records table's resource policy (stacks/Data.ts): one explicit deny, to every principal, of every call
// that changes or removes an existing record, which no identity policy can outweigh. The main table has none: its
// items are updated as a matter of course. Checked on the 'test' stage (./rep-records.ts) and on production
// (./production.test.ts).

/** What the policy denies: named here, not imported from the stack, so an action dropped there fails the test. */
const DENIED = ['dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem', 'dynamodb:PartiQLUpdate', 'dynamodb:PartiQLDelete'];

/** Asserts that the Data stack's records table carries exactly that deny, and the main table no resource policy. */
export function expectRecordsDenyPolicy(data: Template): void {
  const tables = resources(data, 'AWS::DynamoDB::Table');
  const records = tables.filter(([id]) => id.startsWith('RepRecordsTable'));
  const others = tables.filter(([id]) => !id.startsWith('RepRecordsTable'));
  expect(records).toHaveLength(1);
  expect(others.map(([id]) => id)).toEqual([expect.stringMatching(/^MainTable/)]);

  const statements = tablePolicyStatements(records[0][1]);
  expect(statements).toHaveLength(1);
  const [deny] = statements;
  // No condition, no NotAction or NotPrincipal: the whole statement is compared. `*` is the table it is attached to.
  expect({ ...deny, Action: list(deny.Action).sort() }).toEqual({
    Effect: 'Deny',
    Principal: { AWS: '*' },
    Action: [...DENIED].sort(),
    Resource: '*',
  });

  for (const [id, table] of others) expect(table.Properties.ResourcePolicy, id).toBeUndefined();
}
