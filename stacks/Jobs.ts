import { Duration } from 'aws-cdk-lib';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Cron, Function as LambdaFunction, use, type StackContext } from 'sst/constructs';
import { JOBS } from '@colabora/core/jobs';
import { METRIC } from '@colabora/functions/lib/metrics';
import { Api } from './Api';
import { Data } from './Data';
import { Files } from './Files';
import { jobHandler, REP_EXPORT, repExportFunctionName } from './lambdas';
import { ALARM_PERIOD, Monitoring } from './Monitoring';
import { programSettings } from './settings';

/** A failed run is tried again this many times (the jobs are idempotent: each run recomputes from the table). */
export const JOB_RETRY_ATTEMPTS = 2;

/** A run not started within an hour is dropped to the dead letters: the next schedule will do it. */
const MAX_EVENT_AGE = Duration.hours(1);

export function Jobs({ app, stack }: StackContext) {
  const { tableAccess, repRecordsRead } = use(Data);
  const { bucketAccess } = use(Files);
  const { signing } = use(Api);
  const watch = use(Monitoring);
  // Where a run ends when it still fails after the retries (EventBridge could not start it, or the function
  // threw every time); anything here raises an alarm.
  const deadLetters = new Queue(stack, 'JobDeadLetters', {
    retentionPeriod: Duration.days(14),
    encryption: QueueEncryption.SQS_MANAGED,
    enforceSSL: true,
  });
  watch.alarm(
    stack,
    'JobDeadLettersWaiting',
    deadLetters.metricApproximateNumberOfMessagesVisible({ period: ALARM_PERIOD, statistic: 'Maximum' }),
    1,
    'A scheduled job could not run: see the JobDeadLetters queue',
  );
  // Days a writer marked to settle again that the alerts job could not settle (timeclock/resettle.ts): the mark
  // waits for the next run, and its log line says which; the screens disagree until it is settled.
  watch.alarm(
    stack,
    'ResettleMarkFailed',
    watch.appMetric(METRIC.resettleMarkFailed, 'Sum'),
    1,
    'Days marked to settle again could not be settled: see the point-alerts log ("days marked to settle again")',
  );

  for (const job of JOBS) {
    const cron = new Cron(stack, job.name, {
      schedule: job.schedule,
      job: {
        function: {
          handler: jobHandler(job.name),
          description: job.description,
          // A job walks every company's people, unlike an API call.
          timeout: '5 minutes',
          bind: [tableAccess, repRecordsRead],
          ...watch.logging(stack, job.name),
        },
        cdk: { target: { retryAttempts: JOB_RETRY_ATTEMPTS, maxEventAge: MAX_EVENT_AGE, deadLetterQueue: deadLetters } },
      },
    });
    cron.jobFunction.configureAsyncInvoke({
      retryAttempts: JOB_RETRY_ATTEMPTS,
      maxEventAge: MAX_EVENT_AGE,
      onFailure: new SqsDestination(deadLetters),
    });
    watch.watchFunction(stack, job.name, cron.jobFunction);
  }

  // A REP file (AFD, AEJ) too big for one API call (issue 23 §2), started by point-records with an asynchronous
  // Invoke (stacks/Api.ts grants it that one function): reads the table, writes the file and its signature to the
  // bucket with the stage's certificate, prints the program's registration. Up to Lambda's longest run.
  const repExport = new LambdaFunction(stack, 'RepExport', {
    functionName: repExportFunctionName(app),
    handler: REP_EXPORT.handler,
    description: 'AFD/AEJ grandes demais para uma chamada da API: escritos como job, com progresso',
    memorySize: '1024 MB',
    timeout: '15 minutes',
    bind: [tableAccess, repRecordsRead, bucketAccess, ...signing],
    environment: programSettings(app.stage),
    ...watch.logging(stack, 'RepExport'),
  });
  // Not retried: a failed job says so on its item (the screen says it could not be made) and HR asks again.
  repExport.configureAsyncInvoke({ retryAttempts: 0 });
  watch.watchFunction(stack, 'RepExport', repExport);
}
