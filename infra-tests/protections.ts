import { Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { API, RESOURCES, routeKey } from '@colabora/core/api-routes';
import { JOBS } from '@colabora/core/jobs';
import { ORIGIN_VERIFY_ENV, ORIGIN_VERIFY_HEADER } from '@colabora/functions/http/origin-verify';
import { Api, PUBLIC_ROUTE_THROTTLE, STAGE_THROTTLE } from '../stacks/Api';
import { CLIENT_LIMIT, EDGE_REGION, SIGN_IN_LIMIT, publicPaths } from '../stacks/Edge';
import { Files, FILES_CORS } from '../stacks/Files';
import { JOB_RETRY_ATTEMPTS, Jobs } from '../stacks/Jobs';
import { Punches } from '../stacks/Punches';
import { resourceHandler, jobHandler } from '../stacks/lambdas';
import { API_5XX_RATE_PERCENT, LOG_RETENTION_DAYS, Monitoring } from '../stacks/Monitoring';
import { Web } from '../stacks/Web';
import { appFunctions, environment, list, referencedId, resources, type CfnResource } from './cfn';
import type { Synthesized } from './synth';
import { ALARM_EMAIL, testStage } from './test-stage';

// Deploy protections and operations (issue 8): what stands between the internet and the functions, and what
// tells someone when a stage misbehaves. On the 'test' stage, run by stacks.test.ts (./test-stage.ts).

const json = (value: unknown) => JSON.stringify(value);
const distribution = () => {
  const [[, found]] = resources(testStage().template(Web), 'AWS::CloudFront::Distribution');
  return found.Properties.DistributionConfig as {
    WebACLId: unknown;
    CacheBehaviors: { PathPattern: string; TargetOriginId: string }[];
    Origins: { Id: string; OriginCustomHeaders?: { HeaderName: string; HeaderValue: unknown }[] }[];
  };
};
const appFunctionIds = () => [Api, Punches, Jobs].flatMap((stack) => [...appFunctions(testStage().template(stack)).values()].map(([id]) => id));

describe('the way in: CloudFront with a WAF, and nothing around it', () => {
  const edge = () => {
    const stack = testStage().app.node.children.find((child): child is Stack => child instanceof Stack && child.region === EDGE_REGION);
    if (!stack) throw new Error(`no stack in ${EDGE_REGION}`);
    return Template.fromStack(stack);
  };

  it('puts a CloudFront web ACL in us-east-1 that limits each client, sign-ins far more', () => {
    const [[, acl]] = resources(edge(), 'AWS::WAFv2::WebACL');
    expect(acl.Properties).toMatchObject({ Scope: 'CLOUDFRONT', DefaultAction: { Allow: {} } });
    const rules = acl.Properties.Rules as { Name: string; Action: unknown; Statement: { RateBasedStatement: Record<string, unknown> } }[];
    const byName = new Map(rules.map((rule) => [rule.Name, rule]));
    const signIn = byName.get('sign-in-per-client')?.Statement.RateBasedStatement;
    const any = byName.get('requests-per-client')?.Statement.RateBasedStatement;
    expect(any).toMatchObject({ Limit: CLIENT_LIMIT, AggregateKeyType: 'IP' });
    expect(any?.ScopeDownStatement).toBeUndefined();
    expect(signIn).toMatchObject({ Limit: SIGN_IN_LIMIT, AggregateKeyType: 'IP' });
    expect(SIGN_IN_LIMIT).toBeLessThan(CLIENT_LIMIT);
    // Every public route (the sign-ins, the first access, the password recovery) is what the stricter rule counts.
    for (const path of publicPaths()) expect(json(signIn?.ScopeDownStatement)).toContain(`"SearchString":"${path}"`);
    expect(publicPaths()).toContain(API.signIn.path);
    expect(publicPaths()).toContain(API.requestPasswordRecovery.path);
    for (const rule of rules) expect(rule.Action).toEqual({ Block: { CustomResponse: { ResponseCode: 429 } } });
  });

  it('attaches that web ACL to the distribution', () => {
    // Across regions CDK hands the ARN over through a reader in the Web stack.
    expect(json(distribution().WebACLId)).toMatch(/ExportsReader|WebAcl/);
  });

  it('has CloudFront prove each API call came through it, with a secret every function checks', () => {
    const config = distribution();
    const behavior = config.CacheBehaviors.find((b) => b.PathPattern === '/api/*');
    const origin = config.Origins.find((o) => o.Id === behavior?.TargetOriginId);
    const header = origin?.OriginCustomHeaders?.find((h) => h.HeaderName === ORIGIN_VERIFY_HEADER);
    const [[secretId]] = resources(testStage().template(Api), 'AWS::SecretsManager::Secret');
    expect(json(header?.HeaderValue)).toContain('{{resolve:secretsmanager:');
    for (const resource of RESOURCES) {
      const [, fn] = appFunctions(testStage().template(Api)).get(resourceHandler(resource)) ?? [];
      const value = json(environment(fn as CfnResource)[ORIGIN_VERIFY_ENV]);
      expect(value, resource).toContain('{{resolve:secretsmanager:');
      expect(value, resource).toContain(secretId);
    }
  });

  it('gives the public routes a far stricter throttle of their own than the stage', () => {
    const [[, stage]] = resources(testStage().template(Api), 'AWS::ApiGatewayV2::Stage');
    expect(stage.Properties.DefaultRouteSettings).toMatchObject({
      ThrottlingBurstLimit: STAGE_THROTTLE.burst,
      ThrottlingRateLimit: STAGE_THROTTLE.rate,
    });
    const publicRoutes = Object.values(API).filter((route) => route.access === 'public').map(routeKey);
    expect(Object.keys(stage.Properties.RouteSettings as object).sort()).toEqual(publicRoutes.sort());
    for (const key of publicRoutes) {
      expect((stage.Properties.RouteSettings as Record<string, unknown>)[key]).toEqual({
        ThrottlingBurstLimit: PUBLIC_ROUTE_THROTTLE.burst,
        ThrottlingRateLimit: PUBLIC_ROUTE_THROTTLE.rate,
      });
    }
    expect(PUBLIC_ROUTE_THROTTLE.rate * 4).toBeLessThanOrEqual(STAGE_THROTTLE.rate);
  });

  it('lets browsers reach the files bucket from the site only', () => {
    const [[, bucket]] = resources(testStage().template(Files), 'AWS::S3::Bucket');
    expect(bucket.Properties.CorsConfiguration).toBeUndefined();
    const [[, cors]] = resources(testStage().template(Web), 'Custom::AWS');
    // The call is a string CloudFormation joins at deploy time: read it with its quotes unescaped.
    const create = json(cors.Properties.Create).replace(/\\"/g, '"');
    expect(create).toContain('"action":"putBucketCors"');
    expect(create).toContain(json(FILES_CORS.AllowedMethods).slice(1, -1));
    // The only origin is the distribution's own address (SITE_ORIGINS is empty here): no wildcard.
    expect(create).toContain('DomainName');
    expect(create).not.toContain('*.');
  });
});

describe('operating a stage', () => {
  const alarms = (stack: Parameters<Synthesized['template']>[0]) => resources(testStage().template(stack), 'AWS::CloudWatch::Alarm');
  const topicId = () => resources(testStage().template(Monitoring), 'AWS::SNS::Topic')[0][0];
  const notifiesTopic = (alarm: CfnResource) => json(alarm.Properties.AlarmActions).includes(topicId());

  it('e-mails the alarms to ALARM_EMAIL', () => {
    testStage().template(Monitoring).hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: ALARM_EMAIL });
  });

  it('raises an alarm on any function error or throttle, API or job', () => {
    const all = [...alarms(Api), ...alarms(Punches), ...alarms(Jobs)].map(([, alarm]) => alarm);
    // One alarm per function adds its errors and throttles (stacks/Monitoring.ts: the Api stack's resource limit).
    for (const fnId of appFunctionIds()) {
      const found = all.find((a) => json(a.Properties.Metrics ?? null).includes(fnId));
      expect(found, fnId).toBeDefined();
      const metrics = json(found?.Properties.Metrics);
      for (const metric of ['Errors', 'Throttles']) expect(metrics, `${fnId} ${metric}`).toContain(`"MetricName":"${metric}"`);
      expect(found?.Properties).toMatchObject({ Threshold: 1, ComparisonOperator: 'GreaterThanOrEqualToThreshold' });
      expect(notifiesTopic(found as CfnResource), fnId).toBe(true);
    }
  });

  it('raises an alarm when the API answers 5xx to more than a small share of calls', () => {
    const [, rate] = alarms(Api).find(([id]) => id.startsWith('Api5xxRate')) ?? [];
    expect(rate?.Properties.Threshold).toBe(API_5XX_RATE_PERCENT);
    const metrics = json(rate?.Properties.Metrics);
    expect(metrics).toContain('"MetricName":"5xx"');
    expect(metrics).toContain('"MetricName":"Count"');
    expect(notifiesTopic(rate as CfnResource)).toBe(true);
  });

  it('keeps every function log, as JSON, for a month, and the API access log too', () => {
    // The functions' log groups live in the Monitoring stack (stacks/Monitoring.ts functionLogging), so a function
    // names its group through the stack's export, whose name carries the group's logical id.
    const monitoringGroups = resources(testStage().template(Monitoring), 'AWS::Logs::LogGroup');
    for (const stack of [Api, Punches, Jobs, Monitoring]) {
      const t = testStage().template(stack);
      for (const [fnId, fn] of appFunctions(t).values()) {
        const logging = fn.Properties.LoggingConfig as { LogGroup: { 'Fn::ImportValue'?: string }; LogFormat: string };
        expect(logging.LogFormat, fnId).toBe('JSON');
        const imported = logging.LogGroup['Fn::ImportValue'] ?? '';
        const group = monitoringGroups.find(([id]) => imported.includes(id));
        expect(group?.[1].Properties.RetentionInDays, fnId).toBe(LOG_RETENTION_DAYS);
      }
      for (const [id, group] of resources(t, 'AWS::Logs::LogGroup')) expect(group.Properties.RetentionInDays, id).toBe(LOG_RETENTION_DAYS);
      // Nothing that may rewrite the retention of every log group in the account.
      t.resourceCountIs('Custom::LogRetention', 0);
    }
  });

  it('retries a failed job, then leaves it in a dead-letter queue that raises an alarm', () => {
    const t = testStage().template(Jobs);
    const [[queueId]] = resources(t, 'AWS::SQS::Queue');
    for (const job of JOBS) {
      const [fnId] = appFunctions(t).get(jobHandler(job.name)) ?? [];
      const [, rule] = resources(t, 'AWS::Events::Rule').find(([, r]) => json(r.Properties.Targets).includes(fnId ?? '?')) ?? [];
      const [target] = list(rule?.Properties.Targets as Record<string, unknown>[]);
      expect(target, job.name).toMatchObject({ RetryPolicy: { MaximumRetryAttempts: JOB_RETRY_ATTEMPTS } });
      expect(referencedId((target.DeadLetterConfig as { Arn: unknown }).Arn), job.name).toBe(queueId);
      const [, invoke] = resources(t, 'AWS::Lambda::EventInvokeConfig').find(([, c]) => json(c.Properties.FunctionName).includes(fnId ?? '?')) ?? [];
      expect(invoke?.Properties.MaximumRetryAttempts, job.name).toBe(JOB_RETRY_ATTEMPTS);
      expect(json(invoke?.Properties.DestinationConfig), job.name).toContain(queueId);
    }
    const [, waiting] = alarms(Jobs).find(([, a]) => a.Properties.MetricName === 'ApproximateNumberOfMessagesVisible') ?? [];
    expect(json(waiting?.Properties.Dimensions)).toContain(queueId);
    expect(notifiesTopic(waiting as CfnResource)).toBe(true);
  });
});
