import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, MathExpression, Metric, TreatMissingData, type IMetric } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { LoggingFormat, type IFunction } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { Construct } from 'constructs';
import type { FunctionProps, StackContext } from 'sst/constructs';
import { METRICS_NAMESPACE, type MetricName } from '@colabora/functions/lib/metrics';
import { SERVICE } from '@colabora/functions/lib/telemetry';
import { alarmEmail } from './settings';

/** How long every function keeps its logs (the API's access log too): README, "Operating a stage". */
export const LOG_RETENTION = 'one_month';
export const LOG_RETENTION_DAYS = 30;

/**
 * A function's own log group, with the retention set by CloudFormation itself (SST's `logRetention` would add
 * CDK's log-retention custom resource, whose role may change the retention of every log group). Logs are
 * JSON (Powertools' logger and Lambda's own lines alike). The groups live in this stack, not beside their
 * functions: CloudFormation takes at most 500 resources in a stack, and the Api stack's routes take three each.
 */
function functionLogging(scope: Construct, owner: string, id: string): Pick<FunctionProps, 'logGroup' | 'loggingFormat'> {
  const logGroup = new LogGroup(scope, `${owner}${id}Logs`, {
    retention: RetentionDays.ONE_MONTH,
    removalPolicy: RemovalPolicy.DESTROY,
  });
  return { logGroup, loggingFormat: LoggingFormat.JSON };
}

/** Every alarm looks at five-minute windows: soon enough to act, long enough to not flap. */
export const ALARM_PERIOD = Duration.minutes(5);
/** The share of API answers that may be 5xx in a window before someone is called. */
export const API_5XX_RATE_PERCENT = 1;

export interface Watch {
  /** The log group of function `id` of the stack `owner` (see functionLogging). */
  logging(owner: Construct, id: string): Pick<FunctionProps, 'logGroup' | 'loggingFormat'>;
  /** An alarm that fires when the metric reaches `threshold` in one window. */
  alarm(scope: Construct, id: string, metric: IMetric, threshold: number, description: string): Alarm;
  /** A function's errors (an uncaught exception, a timeout) and throttles, together, from the first one. */
  watchFunction(scope: Construct, id: string, fn: IFunction): void;
  /** The share of an HTTP API's answers that are 5xx. */
  watchApi5xx(scope: Construct, apiId: string): void;
  /** One of the app's own metrics (functions/src/lib/metrics.ts) over an alarm's window. */
  appMetric(name: MetricName, statistic: 'Sum' | 'Maximum'): IMetric;
}

/** The stage's alarm topic (e-mailed to ALARM_EMAIL) and the alarms every stack raises onto it. */
export function Monitoring({ stack }: StackContext): Watch {
  const topic = new Topic(stack, 'Alarms', { displayName: `Colabora ${stack.stage}: alarmes`, enforceSSL: true });
  const email = alarmEmail(stack.stage);
  if (email) topic.addSubscription(new EmailSubscription(email));
  const action = new SnsAction(topic);

  const alarm: Watch['alarm'] = (scope, id, metric, threshold, description) => {
    const made = new Alarm(scope, id, {
      metric,
      threshold,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      // No data is no traffic, not a failure.
      treatMissingData: TreatMissingData.NOT_BREACHING,
      alarmDescription: description,
    });
    made.addAlarmAction(action);
    made.addOkAction(action);
    return made;
  };

  return {
    logging: (owner, id) => functionLogging(stack, owner.node.id, id),
    alarm,
    watchFunction(scope, id, fn) {
      // One alarm for both, not one each: CloudFormation takes at most 500 resources in a stack, and the Api stack's
      // routes (three resources each) leave little room; the e-mail says which of the two it was.
      const failures = new MathExpression({
        expression: 'FILL(errors, 0) + FILL(throttles, 0)',
        usingMetrics: {
          errors: fn.metricErrors({ period: ALARM_PERIOD, statistic: 'Sum' }),
          throttles: fn.metricThrottles({ period: ALARM_PERIOD, statistic: 'Sum' }),
        },
        period: ALARM_PERIOD,
        label: `${id}: errors + throttles`,
      });
      alarm(scope, `${id}Failures`, failures, 1, `${id}: a call failed or was throttled`);
    },
    watchApi5xx(scope, apiId) {
      const metric = (metricName: string) =>
        new Metric({ namespace: 'AWS/ApiGateway', metricName, dimensionsMap: { ApiId: apiId }, period: ALARM_PERIOD, statistic: 'Sum' });
      const rate = new MathExpression({
        expression: 'IF(requests > 0, 100 * errors / requests, 0)',
        usingMetrics: { errors: metric('5xx'), requests: metric('Count') },
        period: ALARM_PERIOD,
        label: 'API 5xx (%)',
      });
      alarm(scope, 'Api5xxRate', rate, API_5XX_RATE_PERCENT, `API: ${API_5XX_RATE_PERCENT}% or more answers were 5xx`);
    },
    appMetric: (metricName, statistic) =>
      new Metric({ namespace: METRICS_NAMESPACE, metricName, dimensionsMap: { service: SERVICE }, period: ALARM_PERIOD, statistic }),
  };
}
