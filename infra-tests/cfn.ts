import type { Template } from 'aws-cdk-lib/assertions';
import type { TableKeys } from '@colabora/functions/db/table-schema';

// Typed reading of synthesized CloudFormation: just the shapes the assertions walk.
export interface CfnResource {
  Type: string;
  Properties: Record<string, unknown>;
  DeletionPolicy?: string;
}

export interface Statement {
  Effect: 'Allow' | 'Deny';
  Action: string | string[];
  Resource?: unknown;
  Principal?: unknown;
}

interface PolicyDocument {
  Statement: Statement[];
}

export function list<T>(value: T | T[] | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

export function resources(template: Template, type: string): [string, CfnResource][] {
  return Object.entries(template.findResources(type) as Record<string, CfnResource>);
}

export function resource(template: Template, logicalId: string): CfnResource {
  const all: Record<string, CfnResource> = template.toJSON().Resources;
  const found = all[logicalId];
  if (!found) throw new Error(`no resource ${logicalId}`);
  return found;
}

/** Logical id referenced by `{Ref: id}` or `{'Fn::GetAtt': [id, …]}`. */
export function referencedId(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  if ('Ref' in value && typeof value.Ref === 'string') return value.Ref;
  if ('Fn::GetAtt' in value && Array.isArray(value['Fn::GetAtt'])) {
    const [id] = value['Fn::GetAtt'] as unknown[];
    return typeof id === 'string' ? id : undefined;
  }
  return undefined;
}

/** Where the handlers of the app's own functions are (stacks/lambdas.ts); any other is a library's. */
export const appHandlerPrefix = 'packages/functions/src/';

/** The app's own Lambda functions (handlers under packages/functions), by handler. */
export function appFunctions(template: Template): Map<string, [string, CfnResource]> {
  const byHandler = new Map<string, [string, CfnResource]>();
  for (const [id, fn] of resources(template, 'AWS::Lambda::Function')) {
    const handler = fn.Properties.Handler;
    if (typeof handler === 'string' && handler.startsWith(appHandlerPrefix)) byHandler.set(handler, [id, fn]);
  }
  return byHandler;
}

/** Statements of the identity policies attached to a function's execution role. */
export function functionStatements(template: Template, fn: CfnResource): Statement[] {
  const role = referencedId(fn.Properties.Role);
  if (!role) throw new Error('function without a role in this stack');
  return resources(template, 'AWS::IAM::Policy')
    .filter(([, policy]) => list(policy.Properties.Roles).some((r) => referencedId(r) === role))
    .flatMap(([, policy]) => (policy.Properties.PolicyDocument as PolicyDocument).Statement);
}

/** Every identity-based statement: IAM policies, managed policies and roles' inline policies. */
export function identityStatements(template: Template): Statement[] {
  const fromPolicies = [
    ...resources(template, 'AWS::IAM::Policy'),
    ...resources(template, 'AWS::IAM::ManagedPolicy'),
  ].flatMap(([, policy]) => (policy.Properties.PolicyDocument as PolicyDocument).Statement);
  const inline = resources(template, 'AWS::IAM::Role').flatMap(([, role]) =>
    list(role.Properties.Policies as { PolicyDocument: PolicyDocument }[] | undefined).flatMap(
      (policy) => policy.PolicyDocument.Statement,
    ),
  );
  return [...fromPolicies, ...inline];
}

/** Statements of resource policies (bucket policies). */
export function bucketPolicyStatements(template: Template): Statement[] {
  return resources(template, 'AWS::S3::BucketPolicy').flatMap(
    ([, policy]) => (policy.Properties.PolicyDocument as PolicyDocument).Statement,
  );
}

/** Statements of a DynamoDB table's resource policy (its `ResourcePolicy`), none when it has none. */
export function tablePolicyStatements(table: CfnResource): Statement[] {
  const policy = table.Properties.ResourcePolicy as { PolicyDocument: PolicyDocument } | undefined;
  return policy?.PolicyDocument.Statement ?? [];
}

export function actions(statements: Statement[]): string[] {
  return statements.flatMap((statement) => list(statement.Action));
}

export function environment(fn: CfnResource): Record<string, unknown> {
  const env = fn.Properties.Environment as { Variables?: Record<string, unknown> } | undefined;
  return env?.Variables ?? {};
}

/** IAM's wildcards (`*`, `?`; case-insensitive, as IAM compares actions) as a test of one name. */
export const glob = (pattern: string) =>
  new RegExp(`^${pattern.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*').replace(/\?/g, '.')}$`, 'i');
const PSEUDO = new Set(['AWS::Partition', 'AWS::Region', 'AWS::AccountId', 'AWS::URLSuffix']);

/**
 * A resource of a statement as an ARN pattern: a pseudo parameter may be anything (`*`); a reference to another
 * resource (Ref, GetAtt, an import of its export) becomes `\0<name>\0`, which matches no ARN but names it.
 */
export function arnPattern(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value !== 'object' || value === null) return JSON.stringify(value);
  const [[fn, args]] = Object.entries(value) as [[string, unknown]];
  if (fn === 'Ref') return PSEUDO.has(args as string) ? '*' : `\0${String(args)}\0`;
  if (fn === 'Fn::GetAtt') return `\0${list(args as string[]).join('.')}\0`;
  if (fn === 'Fn::ImportValue') return `\0${arnPattern(args)}\0`;
  if (fn === 'Fn::Join') {
    const [separator, parts] = args as [string, unknown[]];
    return parts.map(arnPattern).join(separator);
  }
  if (fn === 'Fn::Sub') {
    const [text] = list(args as string | [string, unknown]) as [string];
    return text.replace(/\$\{([^}]+)\}/g, (_, name: string) => (PSEUDO.has(name) ? '*' : `\0${name}\0`));
  }
  return `\0${JSON.stringify(value)}\0`;
}

/** A DynamoDB table's key schema and indexes (all attributes projected) as CloudFormation holds them for `keys`. */
export function keySchemaOf(keys: TableKeys) {
  const schema = (partitionKey: string, sortKey: string) => [
    { AttributeName: partitionKey, KeyType: 'HASH' },
    { AttributeName: sortKey, KeyType: 'RANGE' },
  ];
  return {
    KeySchema: schema(keys.partitionKey, keys.sortKey),
    GlobalSecondaryIndexes: keys.indexes.map((index) => ({
      IndexName: index.indexName,
      KeySchema: schema(index.partitionKey, index.sortKey),
      Projection: { ProjectionType: 'ALL' },
    })),
  };
}
