import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { init as lexerReady, parse as parseModule } from 'es-module-lexer';
import { CachePolicy, OriginRequestPolicy } from 'aws-cdk-lib/aws-cloudfront';
import { getStack } from 'sst/constructs';
import { describe, expect, it } from 'vitest';
import { API, RESOURCES, routeKey } from '@colabora/core/api-routes';
import { JOBS } from '@colabora/core/jobs';
import { TABLE_KEYS } from '@colabora/functions/db/table-schema';
import { CLOCK_OFFSET_ENV, LOCAL_CLOCK_ENV } from '@colabora/functions/lib/clock';
import { newUploadKey } from '@colabora/functions/modules/files/upload-key';
import { PUNCH_QUEUE_ENV } from '@colabora/functions/modules/timeclock/punch-queue';
import { REP_EXPORT_FUNCTION_ENV } from '@colabora/functions/modules/timeclock/rep-export-settings';
import { Api, POINT_REGISTER_CONCURRENCY } from '../stacks/Api';
import { Data } from '../stacks/Data';
import { Email } from '../stacks/Email';
import { Files, UPLOADS_PREFIX } from '../stacks/Files';
import { Jobs } from '../stacks/Jobs';
import { PUNCH_BATCH, PUNCH_MAX_RECEIVES, PUNCH_QUEUE_AGE_ALARM_SECONDS, Punches } from '../stacks/Punches';
import { Monitoring } from '../stacks/Monitoring';
import { buildLambdas, lambdasDir } from '../stacks/build-lambdas';
import { LAMBDAS, PUNCH_WRITER, REP_EXPORT, jobHandler, resourceHandler } from '../stacks/lambdas';
import { LAMBDA_RUNTIME } from '../stacks/lambda-runtime';
import { appUrlParameterName, stageBindingParameters } from '../stacks/app-url';
import { HSTS_MAX_AGE_SECONDS, REFERRER_POLICY } from '../stacks/security-headers';
import { appUrl, mailDomain, mailFrom } from '../stacks/settings';
import { Web } from '../stacks/Web';
import {
  actions,
  appFunctions,
  bucketPolicyStatements,
  environment,
  functionStatements,
  identityStatements,
  keySchemaOf,
  list,
  referencedId,
  resource,
  resources,
  type CfnResource,
  type Statement,
} from './cfn';
import { testStage } from './test-stage';
// The deploy protections read the same synthesized stage (./test-stage.ts).
import './protections';
import './rep-records';
import './nag';
import './template-lint';

const STAGE = 'test';
const STACKS = { Data, Monitoring, Files, Email, Punches, Api, Jobs, Web };
type AppStack = (typeof STACKS)[keyof typeof STACKS];
/** The resources that read or write documents and sheets; everyone else must not reach the bucket. */
const FILE_RESOURCES = ['uploads', 'job-role', 'department', 'holiday', 'users', 'users-import', 'user-steps', 'admission-files', 'activity', 'payslip', 'point-solicitation', 'dismissal', 'point-records'];
/** The resources that send e-mail (invite, contract ready, password recovery); everyone else must not reach SES. */
const MAIL_RESOURCES = ['users', 'users-import', 'admission-files', 'auth', 'payslip'];
/** The resources that put links to the app in those e-mails (APP_URL). */
const LINK_RESOURCES = ['users', 'users-import', 'admission-files', 'auth', 'payslip'];
/** The function that signs the punch receipts (GET /api/point-registers/receipt/{nsr}), and the secrets it reads. */
const SIGNING_RESOURCE = 'point-records';
const SIGNING_SECRETS = ['/Secret/SIGNING_CERTIFICATE/value', '/Secret/SIGNING_CERTIFICATE_PASSWORD/value'];

const template = (stack: AppStack) => testStage().template(stack);
/** Whether a statement's resources point at something exported by the given stack. */
const reaches = (statement: Statement, stack: AppStack) =>
  JSON.stringify(statement.Resource ?? null).includes(`"${getStack(stack).stackName}:`);

function appFunction(stack: AppStack, handler: string): [string, CfnResource] {
  const found = appFunctions(template(stack)).get(handler);
  if (!found) throw new Error(`no function with handler ${handler}`);
  return found;
}
const apiFunction = (resourceName: string) => appFunction(Api, resourceHandler(resourceName))[1];

describe('Data', () => {
  it('has the single table with the keys and generic indexes of TABLE_KEYS', () => {
    template(Data).hasResourceProperties('AWS::DynamoDB::Table', {
      BillingMode: 'PAY_PER_REQUEST',
      ...keySchemaOf(TABLE_KEYS),
    });
  });

  it('deletes short-lived items (sign-in guards) at their time to live', () => {
    template(Data).hasResourceProperties('AWS::DynamoDB::Table', {
      TimeToLiveSpecification: { AttributeName: TABLE_KEYS.timeToLive, Enabled: true },
    });
  });

  it('keeps point-in-time recovery and encryption at rest on, on both tables (the REP records: ./rep-records.ts)', () => {
    const tables = resources(template(Data), 'AWS::DynamoDB::Table');
    expect(tables).toHaveLength(2);
    for (const [id, table] of tables) {
      expect(table.Properties, id).toMatchObject({
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
        SSESpecification: { SSEEnabled: true },
      });
    }
  });

  it('is disposable outside production', () => {
    for (const [id, table] of resources(template(Data), 'AWS::DynamoDB::Table')) {
      expect(table, id).toMatchObject({ DeletionPolicy: 'Delete', Properties: { DeletionProtectionEnabled: false } });
    }
  });
});

describe('Files', () => {
  const bucket = () => {
    const [found] = resources(template(Files), 'AWS::S3::Bucket');
    return found[1].Properties;
  };

  it('is private, encrypted and versioned', () => {
    expect(bucket()).toMatchObject({
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
      OwnershipControls: { Rules: [{ ObjectOwnership: 'BucketOwnerEnforced' }] },
      BucketEncryption: {
        ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
      },
      VersioningConfiguration: { Status: 'Enabled' },
    });
  });

  it('refuses plain-HTTP requests', () => {
    expect(bucketPolicyStatements(template(Files))).toContainEqual(
      expect.objectContaining({
        Effect: 'Deny',
        Action: 's3:*',
        Condition: { Bool: { 'aws:SecureTransport': 'false' } },
      }),
    );
  });

  it('expires abandoned uploads after a day and old versions after 30 days', () => {
    const rules = (bucket().LifecycleConfiguration as { Rules: Record<string, unknown>[] }).Rules;
    expect(rules).toContainEqual(
      expect.objectContaining({ Prefix: UPLOADS_PREFIX, ExpirationInDays: 1, Status: 'Enabled' }),
    );
    expect(rules).toContainEqual(
      expect.objectContaining({ NoncurrentVersionExpiration: { NoncurrentDays: 30 }, Status: 'Enabled' }),
    );
    // The uploads function must put new files where this rule looks.
    expect(newUploadKey({ companyId: 'company-1', id: 'user-1' }, 'sheet', 'cargos.xlsx').startsWith(UPLOADS_PREFIX)).toBe(true);
  });

  it('deletes files no record references 90 days after they were released, and data exports after a day', () => {
    const rules = (bucket().LifecycleConfiguration as { Rules: Record<string, unknown>[] }).Rules;
    expect(rules).toContainEqual(
      expect.objectContaining({
        TagFilters: [{ Key: 'retention', Value: 'released' }],
        ExpirationInDays: 90,
        Status: 'Enabled',
      }),
    );
    expect(rules).toContainEqual(expect.objectContaining({ Prefix: 'exports/', ExpirationInDays: 1, Status: 'Enabled' }));
  });

  it('is emptied and removed with a disposable stage', () => {
    template(Files).hasResource('AWS::S3::Bucket', { DeletionPolicy: 'Delete' });
    template(Files).resourceCountIs('Custom::S3AutoDeleteObjects', 1);
  });
});

describe('Email', () => {
  it('declares the SES identity of the MAIL_FROM domain and the MAIL_FROM parameter', () => {
    const from = mailFrom();
    template(Email).hasResourceProperties('AWS::SES::EmailIdentity', { EmailIdentity: mailDomain(from) });
    template(Email).hasResourceProperties('AWS::SSM::Parameter', {
      Name: `/sst/colabora/${STAGE}/Parameter/MAIL_FROM/value`,
      Value: from,
    });
  });

  it('outputs the DKIM records to publish', () => {
    for (const n of [1, 2, 3]) {
      template(Email).hasOutput(`MailDkim${n}Name`, {});
      template(Email).hasOutput(`MailDkim${n}Value`, {});
    }
  });
});

describe('Api', () => {
  it('has exactly the manifest routes, each integrated with its resource function', () => {
    const t = template(Api);
    const routes = resources(t, 'AWS::ApiGatewayV2::Route');
    expect(routes.map(([, r]) => r.Properties.RouteKey).sort()).toEqual(Object.values(API).map(routeKey).sort());
    for (const route of Object.values(API)) {
      const [, found] = routes.find(([, r]) => r.Properties.RouteKey === routeKey(route)) ?? [];
      const target = JSON.stringify(found?.Properties.Target);
      const integrationId = /"Ref":"([^"]+)"/.exec(target)?.[1];
      expect(integrationId, routeKey(route)).toBeDefined();
      const integration = resource(t, integrationId ?? '');
      expect(integration.Properties).toMatchObject({ IntegrationType: 'AWS_PROXY', PayloadFormatVersion: '2.0' });
      const fn = resource(t, referencedId(integration.Properties.IntegrationUri) ?? '');
      expect(fn.Properties.Handler, routeKey(route)).toBe(resourceHandler(route.resource));
    }
  });

  it('has one function per resource, shared by its routes', () => {
    const handlers = [...appFunctions(template(Api)).keys()].sort();
    expect(handlers).toEqual(RESOURCES.map(resourceHandler).sort());
  });

  it('throttles the default stage', () => {
    const [[, stage]] = resources(template(Api), 'AWS::ApiGatewayV2::Stage');
    expect(stage.Properties.StageName).toBe('$default');
    const settings = stage.Properties.DefaultRouteSettings as Record<string, number>;
    expect(settings.ThrottlingBurstLimit).toBeGreaterThan(0);
    expect(settings.ThrottlingRateLimit).toBeGreaterThan(0);
  });

  it(`runs functions on ${LAMBDA_RUNTIME}, arm64, ESM bundles, without X-Ray`, () => {
    for (const stack of [Api, Punches, Jobs]) {
      for (const [handler, [, fn]] of appFunctions(template(stack))) {
        expect(fn.Properties).toMatchObject({ Runtime: LAMBDA_RUNTIME, Architectures: ['arm64'] });
        expect(fn.Properties.TracingConfig).toBeUndefined();
        // The rep-export function writes a REP file too big for an API call (issue 23 §2): up to Lambda's 15 minutes.
        expect(fn.Properties.Timeout).toBeLessThanOrEqual(handler === REP_EXPORT.handler ? 900 : 300);
      }
    }
  });

  it('ships bundles that need nothing but Node built-ins and the runtime\'s AWS SDK v3', async () => {
    await lexerReady;
    const builtins = new Set([...builtinModules, ...builtinModules.map((m) => `node:${m}`)]);
    // Left out of the bundles on purpose (stacks/bundling.ts): the Lambda runtime provides AWS SDK v3.
    const runtimeSdk = /^@aws-sdk\/[a-z0-9-]+(\/.*)?$/;
    for (const stack of [Api, Punches, Jobs]) {
      for (const [handler, [, fn]] of appFunctions(template(stack))) {
        const key = (fn.Properties.Code as { S3Key: string }).S3Key;
        const file = path.join(testStage().outdir, `asset.${key.replace(/\.zip$/, '')}`, handler.replace(/\.handler$/, '.mjs'));
        const [imports] = parseModule(readFileSync(file, 'utf8'));
        // Chunks of lazy imports (stacks/bundling.ts LAMBDA_SPLITTING) ship beside the handler.
        const chunks = imports.filter((i) => i.n?.startsWith('./'));
        for (const chunk of chunks) expect(existsSync(path.join(path.dirname(file), chunk.n ?? '')), chunk.n).toBe(true);
        const outside = imports.filter((i) => i.n !== undefined && !builtins.has(i.n) && !i.n.startsWith('./'));
        expect(outside.filter((i) => !runtimeSdk.test(i.n ?? '')).map((i) => i.n), handler).toEqual([]);
      }
    }
  });

  it('deploys, byte for byte, the bundles the local runtime and the e2e suite run (stacks/build-lambdas.ts)', async () => {
    const run = `infra-test-${process.pid}`;
    try {
      const built = new Map((await buildLambdas(run)).map((bundle) => [bundle.name, bundle]));
      const deployed = new Map([...appFunctions(template(Api)), ...appFunctions(template(Punches)), ...appFunctions(template(Jobs))]);
      expect([...deployed.keys()].sort()).toEqual(LAMBDAS.map((entry) => entry.handler).sort());
      for (const entry of LAMBDAS) {
        const [, fn] = deployed.get(entry.handler) ?? [];
        const key = (fn?.Properties.Code as { S3Key: string }).S3Key;
        const asset = path.join(testStage().outdir, `asset.${key.replace(/\.zip$/, '')}`, path.dirname(entry.handler));
        const bundle = built.get(entry.name);
        if (!bundle) throw new Error(`${entry.name}: not built locally`);
        // SST moves the source maps out of the asset; every module that ships must match.
        const modules = (dir: string) => readdirSync(dir).filter((file) => file.endsWith('.mjs')).sort();
        expect(modules(asset), entry.name).toEqual(modules(bundle.dir));
        for (const file of modules(asset)) {
          const same = readFileSync(path.join(asset, file)).equals(readFileSync(path.join(bundle.dir, file)));
          expect(same, `${entry.name}/${file}`).toBe(true);
        }
      }
    } finally {
      rmSync(lambdasDir(run), { recursive: true, force: true });
    }
  });

  it('binds AUTH_SECRET, fetched from SSM, to every function that signs or verifies tokens', () => {
    const secretPath = `:parameter/sst/colabora/${STAGE}/Secret/AUTH_SECRET/value`;
    const tokenResources = new Set([
      'auth',
      ...Object.values(API)
        .filter((route) => route.access !== 'public')
        .map((route) => route.resource),
    ]);
    for (const name of tokenResources) {
      const fn = apiFunction(name);
      expect(environment(fn).SST_Secret_value_AUTH_SECRET, name).toBe('__FETCH_FROM_SSM__');
      const ssm = functionStatements(template(Api), fn).filter((s) => actions([s]).some((a) => a.startsWith('ssm:')));
      expect([...new Set(actions(ssm))], name).toEqual(['ssm:GetParameters']);
      const paths = ssm.flatMap((s) => list(s.Resource)).map((r) => JSON.stringify(r));
      expect(paths.some((p) => p.includes(secretPath)), name).toBe(true);
      // Besides the secret, only APP_URL for the functions that write links, and the certificate for the one that signs.
      const allowed = [
        '/Secret/AUTH_SECRET/value',
        ...(LINK_RESOURCES.includes(name) ? ['/Parameter/APP_URL/value'] : []),
        ...(name === SIGNING_RESOURCE ? SIGNING_SECRETS : []),
      ];
      expect(paths.every((p) => allowed.some((a) => p.includes(a))), name).toBe(true);
    }
  });

  it('binds the signing certificate and its password (Portaria 671 arts. 87–88) to the receipts function only', () => {
    for (const name of RESOURCES) {
      const fn = apiFunction(name);
      const paths = functionStatements(template(Api), fn)
        .flatMap((s) => list(s.Resource))
        .map((r) => JSON.stringify(r));
      const bound = name === SIGNING_RESOURCE;
      for (const secret of SIGNING_SECRETS) expect(paths.some((p) => p.includes(secret)), `${name} ${secret}`).toBe(bound);
      const env = environment(fn);
      expect(env.SST_Secret_value_SIGNING_CERTIFICATE, name).toBe(bound ? '__FETCH_FROM_SSM__' : undefined);
      expect(env.SST_Secret_value_SIGNING_CERTIFICATE_PASSWORD, name).toBe(bound ? '__FETCH_FROM_SSM__' : undefined);
    }
  });

  it('lets the link-writing functions fetch APP_URL, the parameter the Web stack publishes, and no one else', () => {
    const parameterName = appUrlParameterName('colabora', STAGE);
    for (const name of RESOURCES) {
      const fn = apiFunction(name);
      const paths = functionStatements(template(Api), fn)
        .flatMap((s) => list(s.Resource))
        .map((r) => JSON.stringify(r));
      const reads = paths.some((p) => p.includes(`:parameter${parameterName}`));
      if (LINK_RESOURCES.includes(name)) {
        expect(environment(fn).SST_Parameter_value_APP_URL, name).toBe('__FETCH_FROM_SSM__');
        expect(reads, name).toBe(true);
      } else {
        expect(environment(fn).SST_Parameter_value_APP_URL, name).toBeUndefined();
        expect(reads, name).toBe(false);
      }
    }
    const [[, parameter]] = resources(template(Web), 'AWS::SSM::Parameter').filter(
      ([, p]) => p.Properties.Name === parameterName,
    );
    // No APP_URL or concrete SITE_ORIGINS in the test environment: the site's own CloudFront address.
    expect(appUrl()).toBeNull();
    expect(JSON.stringify(parameter.Properties.Value)).toContain('DomainName');
    template(Web).hasOutput('AppUrl', {});
  });

  it('gives the tables to every function, with item-level actions on the tables and their indexes only', () => {
    for (const name of RESOURCES) {
      const fn = apiFunction(name);
      expect(environment(fn).SST_Table_tableName_Main, name).toBeDefined();
      const dynamo = functionStatements(template(Api), fn).filter((s) =>
        actions([s]).some((a) => a.startsWith('dynamodb:')),
      );
      // The main table's, and the REP records' reads (./rep-records.ts).
      expect(dynamo.length, name).toBe(2);
      expect(actions(dynamo)).not.toContain('dynamodb:Scan');
      expect(actions(dynamo).every((a) => /^dynamodb:(Get|BatchGet|Query|Put|Update|Delete|BatchWrite|ConditionCheck)/.test(a))).toBe(true);
      expect(dynamo.every((s) => reaches(s, Data))).toBe(true);
    }
  });

  it('lets only the file-handling functions reach the bucket, with object-level actions', () => {
    for (const name of RESOURCES) {
      const fn = apiFunction(name);
      const s3 = functionStatements(template(Api), fn).filter((s) => actions([s]).some((a) => a.startsWith('s3:')));
      if (FILE_RESOURCES.includes(name)) {
        expect(environment(fn).SST_Bucket_bucketName_Files, name).toBeDefined();
        expect(actions(s3).sort(), name).toEqual(['s3:DeleteObject', 's3:GetObject', 's3:ListBucket', 's3:PutObject', 's3:PutObjectTagging']);
        expect(s3.every((s) => reaches(s, Files)), name).toBe(true);
      } else {
        expect(environment(fn).SST_Bucket_bucketName_Files, name).toBeUndefined();
        expect(s3, name).toEqual([]);
      }
    }
    const bucketUsers = Object.values(STACKS).flatMap((stack) =>
      identityStatements(template(stack)).filter((s) => reaches(s, Files)),
    );
    // Besides those functions, the rep-export function (its two, below) and the Web stack's setter of the bucket's
    // CORS rule, which may do only that.
    const corsSetter = bucketUsers.filter((s) => actions([s]).join() === 's3:PutBucketCors');
    expect(corsSetter.length).toBe(1);
    expect(bucketUsers.length).toBe((FILE_RESOURCES.length + 1) * 2 + 1);
  });

  it('lets only the mail-sending functions send, From MAIL_FROM, through the app identity only', () => {
    for (const name of RESOURCES) {
      const fn = apiFunction(name);
      const ses = functionStatements(template(Api), fn).filter((s) => actions([s]).some((a) => a.startsWith('ses:')));
      if (MAIL_RESOURCES.includes(name)) {
        expect(environment(fn).SST_Parameter_value_MAIL_FROM, name).toBe(mailFrom());
        expect(actions(ses), name).toEqual(['ses:SendEmail']);
        expect(ses.every((s) => reaches(s, Email)), name).toBe(true);
        expect(JSON.stringify(ses.map((s) => s.Resource))).not.toContain('"*"');
      } else {
        expect(environment(fn).SST_Parameter_value_MAIL_FROM, name).toBeUndefined();
        expect(ses, name).toEqual([]);
      }
    }
    const senders = Object.values(STACKS).flatMap((stack) =>
      identityStatements(template(stack)).filter((s) => actions([s]).some((a) => a.startsWith('ses:'))),
    );
    expect(senders).toHaveLength(MAIL_RESOURCES.length);
  });
});

describe('IAM across the app', () => {
  const all = () => Object.values(STACKS).flatMap((stack) => identityStatements(template(stack)));

  it('never allows every action, or every action of a service', () => {
    const broad = all().filter((s) => s.Effect === 'Allow' && actions([s]).some((a) => a === '*' || a.endsWith(':*')));
    expect(broad).toEqual([]);
  });

  it('never allows anything on every resource', () => {
    const anywhere = all().filter((s) => s.Effect === 'Allow' && list(s.Resource).includes('*'));
    expect(anywhere).toEqual([]);
  });

  it('attaches no managed policy but AWS Lambda basic execution (CloudWatch Logs)', () => {
    const managed = Object.values(STACKS).flatMap((stack) =>
      resources(template(stack), 'AWS::IAM::Role').flatMap(([, role]) =>
        list(role.Properties.ManagedPolicyArns).map((arn) => JSON.stringify(arn)),
      ),
    );
    expect(managed.length).toBeGreaterThan(0);
    expect(managed.every((arn) => arn.includes(':iam::aws:policy/service-role/AWSLambdaBasicExecutionRole'))).toBe(true);
  });

  it('never grants a bucket to the public', () => {
    for (const stack of Object.values(STACKS)) {
      const allows = bucketPolicyStatements(template(stack)).filter((s) => s.Effect === 'Allow');
      expect(allows.map((s) => JSON.stringify(s.Principal)).filter((p) => p.includes('"*"'))).toEqual([]);
    }
  });
});

describe('Punches (issue 25)', () => {
  const queues = () => resources(template(Punches), 'AWS::SQS::Queue');
  const queueNamed = (prefix: string) => {
    const found = queues().find(([id]) => id.startsWith(prefix));
    if (!found) throw new Error(`no queue ${prefix}`);
    return found;
  };

  it('queues the punches in an encrypted FIFO queue whose failures wait 14 days in encrypted FIFO dead letters', () => {
    const [deadId, dead] = queueNamed('PunchDeadLetters');
    const [, queue] = queueNamed('PunchQueue');
    const fourteenDays = 14 * 24 * 60 * 60;
    for (const found of [dead, queue]) expect(found.Properties).toMatchObject({ FifoQueue: true, SqsManagedSseEnabled: true, MessageRetentionPeriod: fourteenDays });
    expect(queue.Properties).toMatchObject({ DeduplicationScope: 'messageGroup', FifoThroughputLimit: 'perMessageGroupId' });
    const redrive = queue.Properties.RedrivePolicy as { deadLetterTargetArn: unknown; maxReceiveCount: number };
    expect(redrive.maxReceiveCount).toBe(PUNCH_MAX_RECEIVES);
    expect(referencedId(redrive.deadLetterTargetArn)).toBe(deadId);
  });

  it('hands the queue to the writer 10 at a time, which reports its failures one by one and reaches the table and the queue only', () => {
    const t = template(Punches);
    const [writerId, writer] = appFunction(Punches, PUNCH_WRITER.handler);
    const [queueId] = queueNamed('PunchQueue');
    const [[, mapping]] = resources(t, 'AWS::Lambda::EventSourceMapping');
    expect(mapping.Properties).toMatchObject({ BatchSize: PUNCH_BATCH, FunctionResponseTypes: ['ReportBatchItemFailures'] });
    expect(referencedId(mapping.Properties.EventSourceArn)).toBe(queueId);
    expect(referencedId(mapping.Properties.FunctionName)).toBe(writerId);
    expect(environment(writer).SST_Table_tableName_Main).toBeDefined();
    const tableOrQueue = (statement: Statement) =>
      reaches(statement, Data) || (actions([statement]).every((a) => a.startsWith('sqs:')) && referencedId(statement.Resource) === queueId);
    expect(functionStatements(t, writer).every(tableOrQueue)).toBe(true);
  });

  it('lets point-register alone send to the queue, with its URL and a reserved concurrency', () => {
    const fn = apiFunction('point-register');
    expect(fn.Properties.ReservedConcurrentExecutions).toBe(POINT_REGISTER_CONCURRENCY);
    expect(JSON.stringify(environment(fn)[PUNCH_QUEUE_ENV])).toContain(getStack(Punches).stackName);
    for (const name of RESOURCES) {
      const sqs = functionStatements(template(Api), apiFunction(name)).filter((s) => actions([s]).some((a) => a.startsWith('sqs:')));
      if (name !== 'point-register') {
        expect(sqs, name).toEqual([]);
        continue;
      }
      expect(actions(sqs)).toContain('sqs:SendMessage');
      expect(actions(sqs).every((a) => !/Receive|Delete|Purge/.test(a))).toBe(true);
      expect(sqs.every((s) => reaches(s, Punches))).toBe(true);
    }
  });

  it('raises alarms on a punch in the dead letters, on punches waiting a minute, and on a punch written a minute late', () => {
    const alarms = resources(template(Punches), 'AWS::CloudWatch::Alarm').map(([, alarm]) => alarm.Properties);
    const [deadId] = queueNamed('PunchDeadLetters');
    const [queueId] = queueNamed('PunchQueue');
    const dead = alarms.find((a) => a.MetricName === 'ApproximateNumberOfMessagesVisible');
    expect(JSON.stringify(dead?.Dimensions)).toContain(deadId);
    expect(dead?.Threshold).toBe(1);
    const age = alarms.find((a) => a.MetricName === 'ApproximateAgeOfOldestMessage');
    expect(JSON.stringify(age?.Dimensions)).toContain(queueId);
    expect(age?.Threshold).toBe(PUNCH_QUEUE_AGE_ALARM_SECONDS);
    expect(alarms.find((a) => a.MetricName === 'PunchWriteLag')).toMatchObject({ Namespace: 'Colabora', Statistic: 'Maximum' });
  });
});

describe('Jobs', () => {
  it('schedules one function per JOBS entry, with its schedule, bound to the table (and its dead letters) only', () => {
    const t = template(Jobs);
    const rules = resources(t, 'AWS::Events::Rule');
    expect(rules.length).toBe(JOBS.length);
    for (const job of JOBS) {
      const [fnId, fn] = appFunction(Jobs, jobHandler(job.name));
      const targets = (rule: CfnResource) => list(rule.Properties.Targets as { Arn: unknown }[]);
      const rule = rules.find(([, r]) => targets(r).some((target) => referencedId(target.Arn) === fnId));
      expect(rule?.[1].Properties, job.name).toMatchObject({ ScheduleExpression: job.schedule, State: 'ENABLED' });
      expect(environment(fn).SST_Table_tableName_Main, job.name).toBeDefined();
      const [[queueId]] = resources(t, 'AWS::SQS::Queue');
      const dataOrDeadLetters = (s: Statement) =>
        reaches(s, Data) || (actions([s]).every((a) => a.startsWith('sqs:')) && referencedId(s.Resource) === queueId);
      expect(functionStatements(t, fn).every(dataOrDeadLetters), job.name).toBe(true);
    }
  });

  it('raises an alarm when days marked to settle again could not be settled (the point-alerts metric)', () => {
    const alarms = resources(template(Jobs), 'AWS::CloudWatch::Alarm').map(([, alarm]) => alarm.Properties);
    expect(alarms.find((alarm) => alarm.MetricName === 'ResettleMarkFailed')).toMatchObject({ Namespace: 'Colabora', Statistic: 'Sum', Threshold: 1 });
  });

  it('writes the REP files too big for an API call in one function: the table, the bucket, the certificate; started by point-records only', () => {
    const t = template(Jobs);
    const [, fn] = appFunction(Jobs, REP_EXPORT.handler);
    const name = fn.Properties.FunctionName as string;
    expect(name).toMatch(/rep-export$/);
    expect(fn.Properties.Timeout).toBe(900);
    const env = environment(fn);
    for (const binding of ['SST_Table_tableName_Main', 'SST_Bucket_bucketName_Files', 'SST_Secret_value_SIGNING_CERTIFICATE']) expect(env[binding], binding).toBeDefined();
    // The table's and the bucket's object actions, and the SSM reads of its bound secrets: nothing else.
    const statements = functionStatements(t, fn);
    expect(statements.every((s) => reaches(s, Data) || reaches(s, Files) || actions([s]).every((a) => a.startsWith('ssm:')))).toBe(true);
    expect(actions(statements.filter((s) => reaches(s, Files))).sort()).toEqual(['s3:DeleteObject', 's3:GetObject', 's3:ListBucket', 's3:PutObject', 's3:PutObjectTagging']);
    // Lambda does not retry a failed export: its job item says it failed.
    expect(resources(t, 'AWS::Lambda::EventInvokeConfig').some(([, c]) => c.Properties.MaximumRetryAttempts === 0)).toBe(true);
    // point-records is told its name and may invoke it, that function and no other; no other function may invoke any.
    for (const resourceName of RESOURCES) {
      const api = apiFunction(resourceName);
      const invokes = functionStatements(template(Api), api).filter((s) => actions([s]).some((a) => a.startsWith('lambda:')));
      if (resourceName !== 'point-records') {
        expect(invokes, resourceName).toEqual([]);
        continue;
      }
      expect(environment(api)[REP_EXPORT_FUNCTION_ENV]).toBe(name);
      expect(actions(invokes)).toEqual(['lambda:InvokeFunction']);
      expect(JSON.stringify(invokes.map((s) => s.Resource))).toContain(`:function:${name}`);
    }
  });
});

describe('The time clock', () => {
  it("runs every function on the real clock: none gets the local runtime's clock shift (functions/src/lib/clock.ts)", () => {
    for (const stack of Object.values(STACKS)) {
      for (const [id, fn] of resources(template(stack), 'AWS::Lambda::Function')) {
        const variables = Object.keys(environment(fn));
        expect(variables, id).not.toContain(LOCAL_CLOCK_ENV);
        expect(variables, id).not.toContain(CLOCK_OFFSET_ENV);
      }
    }
  });
});

describe('Web', () => {
  const distribution = () => {
    const [[, found]] = resources(template(Web), 'AWS::CloudFront::Distribution');
    return found.Properties.DistributionConfig as {
      CacheBehaviors: Record<string, unknown>[];
      DefaultCacheBehavior: { FunctionAssociations: { EventType: string; FunctionARN: unknown }[] };
      Origins: { Id: string; DomainName: unknown }[];
      CustomErrorResponses?: unknown;
    };
  };

  it('sends /api/* to the HTTP API, uncached, with every method and the viewer headers but Host', () => {
    expect(Object.values(API).every((route) => route.path.startsWith('/api/'))).toBe(true);
    const config = distribution();
    const behavior = config.CacheBehaviors.find((b) => b.PathPattern === '/api/*');
    expect(behavior).toMatchObject({
      AllowedMethods: expect.arrayContaining(['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE']),
      CachePolicyId: CachePolicy.CACHING_DISABLED.cachePolicyId,
      OriginRequestPolicyId: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER.originRequestPolicyId,
      ViewerProtocolPolicy: 'https-only',
    });
    const origin = config.Origins.find((o) => o.Id === behavior?.TargetOriginId);
    const domain = JSON.stringify(origin?.DomainName);
    expect(domain).toContain(`"${getStack(Api).stackName}:`);
    expect(domain).toContain('.execute-api.');
  });

  it('falls back to index.html for app routes without replacing API errors', () => {
    const config = distribution();
    expect(config.CustomErrorResponses).toBeUndefined();
    const [association] = config.DefaultCacheBehavior.FunctionAssociations;
    expect(association.EventType).toBe('viewer-request');
    const fn = resource(template(Web), referencedId(association.FunctionARN) ?? '');
    const handler = runInNewContext(`${fn.Properties.FunctionCode as string}\nhandler`) as (event: {
      request: { uri: string };
    }) => { uri: string };
    const rewrite = (uri: string) => handler({ request: { uri } }).uri;
    expect(rewrite('/')).toBe('/index.html');
    expect(rewrite('/home/career')).toBe('/index.html');
    expect(rewrite('/assets/index-abc123.js')).toBe('/assets/index-abc123.js');
    expect(rewrite('/favicon.ico')).toBe('/favicon.ico');
  });

  it('sends the security headers on the SPA and the API alike: CSP, nosniff, no framing, referrer, HSTS', () => {
    const [[policyId, policy]] = resources(template(Web), 'AWS::CloudFront::ResponseHeadersPolicy');
    const config = distribution();
    const api = config.CacheBehaviors.find((b) => b.PathPattern === '/api/*');
    for (const behavior of [config.DefaultCacheBehavior, api]) {
      expect(referencedId((behavior as { ResponseHeadersPolicyId: unknown }).ResponseHeadersPolicyId)).toBe(policyId);
    }
    const security = (policy.Properties.ResponseHeadersPolicyConfig as { SecurityHeadersConfig: Record<string, Record<string, unknown>> })
      .SecurityHeadersConfig;
    expect(security.ContentTypeOptions).toEqual({ Override: true });
    expect(security.FrameOptions).toEqual({ FrameOption: 'DENY', Override: true });
    expect(security.ReferrerPolicy).toEqual({ ReferrerPolicy: REFERRER_POLICY, Override: true });
    expect(security.StrictTransportSecurity).toEqual({
      AccessControlMaxAgeSec: HSTS_MAX_AGE_SECONDS,
      IncludeSubdomains: true,
      Override: true,
    });
    // The files bucket's own address (presigned uploads and links), resolved at deploy time.
    const csp = JSON.stringify(security.ContentSecurityPolicy.ContentSecurityPolicy);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain('RegionalDomainName');
  });

  it('deploys the built SPA and outputs the site and API addresses', () => {
    template(Web).resourceCountIs('Custom::S3Uploader', 1);
    template(Web).hasOutput('SiteUrl', {});
    template(Web).hasOutput('ApiEndpoint', {});
  });
});

describe('npm run create-company', () => {
  it('finds, in SSM, every binding it reads for a stage: the table, the sender and the app address', () => {
    const names = Object.values(STACKS).flatMap((stack) =>
      resources(template(stack), 'AWS::SSM::Parameter').map(([, parameter]) => parameter.Properties.Name),
    );
    for (const name of Object.values(stageBindingParameters('colabora', STAGE))) expect(names, name).toContain(name);
  });
});

describe('stage', () => {
  it('leaves nothing behind when a disposable stage is removed', () => {
    for (const stack of Object.values(STACKS)) {
      const kept = Object.entries(template(stack).toJSON().Resources as Record<string, CfnResource>)
        .filter(([, r]) => r.DeletionPolicy === 'Retain')
        .map(([id]) => id);
      expect(kept).toEqual([]);
    }
  });
});
