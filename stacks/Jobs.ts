import { Duration } from 'aws-cdk-lib';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Cron, use, type StackContext } from 'sst/constructs';
import { JOBS } from '@colabora/core/jobs';
import { Data } from './Data';
import { jobHandler } from './lambdas';
import { Monitoring } from './Monitoring';

/** A failed run is tried again this many times (the jobs are idempotent: each run recomputes from the table). */
export const JOB_RETRY_ATTEMPTS = 2;

/** A run not started within an hour is dropped to the dead letters: the next schedule will do it. */
const MAX_EVENT_AGE = Duration.hours(1);

export function Jobs({ stack }: StackContext) {
  const { tableAccess } = use(Data);
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
    deadLetters.metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(5), statistic: 'Maximum' }),
    1,
    'A scheduled job could not run: see the JobDeadLetters queue',
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
          bind: [tableAccess],
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
}
