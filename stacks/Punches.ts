import { Duration } from 'aws-cdk-lib';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import { DeduplicationScope, FifoThroughputLimit, Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Function as LambdaFunction, use, type StackContext } from 'sst/constructs';
import { METRIC } from '@colabora/functions/lib/metrics';
import { Data } from './Data';
import { PUNCH_WRITER } from './lambdas';
import { ALARM_PERIOD, Monitoring } from './Monitoring';

// The punches' queue and their writer (issue 25), beside the Api stack, which is near CloudFormation's 500
// resources: point-register fixes each punch and queues it here; the writer numbers and writes them.
// - SQS FIFO, the company as message group: one batch of a company at a time, in the order received, so the NSR
//   counter moves once per batch and never races (Portaria 671: one sequence without gaps per establishment).
// - Deduplication by the request's Idempotency-Key, within its group (high-throughput FIFO: the limits are per group).
// - A message the writer keeps failing goes, after PUNCH_MAX_RECEIVES, to the dead letters, kept 14 days with an
//   alarm: a lost punch is worse than a late one. The queued key waits as long (punch-intake.ts QUEUED_KEY_SECONDS).

/** Deliveries of one message before it goes to the dead letters. */
export const PUNCH_MAX_RECEIVES = 5;
/** A FIFO event source hands at most 10 messages a batch: one transaction of 21 items (record-punch.ts). */
export const PUNCH_BATCH = 10;
const WRITER_TIMEOUT_SECONDS = 30;
/** Punches older than this in the queue mean the writer does not keep up (or is stuck on a failing batch). */
export const PUNCH_QUEUE_AGE_ALARM_SECONDS = 60;

export function Punches({ stack }: StackContext) {
  const { tableAccess, repRecordsAppend } = use(Data);
  const watch = use(Monitoring);
  const retentionPeriod = Duration.days(14);
  const deadLetters = new Queue(stack, 'PunchDeadLetters', {
    fifo: true,
    retentionPeriod,
    encryption: QueueEncryption.SQS_MANAGED,
    enforceSSL: true,
  });
  const punchQueue = new Queue(stack, 'PunchQueue', {
    fifo: true,
    deduplicationScope: DeduplicationScope.MESSAGE_GROUP,
    fifoThroughputLimit: FifoThroughputLimit.PER_MESSAGE_GROUP_ID,
    retentionPeriod,
    // Six times the writer's timeout, as AWS advises for a Lambda event source.
    visibilityTimeout: Duration.seconds(6 * WRITER_TIMEOUT_SECONDS),
    encryption: QueueEncryption.SQS_MANAGED,
    enforceSSL: true,
    deadLetterQueue: { queue: deadLetters, maxReceiveCount: PUNCH_MAX_RECEIVES },
  });

  const writer = new LambdaFunction(stack, 'PunchWriter', {
    handler: PUNCH_WRITER.handler,
    description: 'Numbers and writes the queued punches, each company in order (issue 25)',
    timeout: WRITER_TIMEOUT_SECONDS,
    // The only function that may put REP records (punches), and never update or delete one (stacks/Data.ts).
    bind: [tableAccess, repRecordsAppend],
    ...watch.logging(stack, 'PunchWriter'),
  });
  writer.addEventSource(new SqsEventSource(punchQueue, { batchSize: PUNCH_BATCH, reportBatchItemFailures: true }));
  watch.watchFunction(stack, 'PunchWriter', writer);

  watch.alarm(
    stack,
    'PunchDeadLettersWaiting',
    deadLetters.metricApproximateNumberOfMessagesVisible({ period: ALARM_PERIOD, statistic: 'Maximum' }),
    1,
    'A punch could not be written and waits in PunchDeadLetters: fix the cause, then redrive it (README, "Punches")',
  );
  watch.alarm(
    stack,
    'PunchQueueLag',
    punchQueue.metricApproximateAgeOfOldestMessage({ period: ALARM_PERIOD, statistic: 'Maximum' }),
    PUNCH_QUEUE_AGE_ALARM_SECONDS,
    `Punches waited ${PUNCH_QUEUE_AGE_ALARM_SECONDS} s or more for the writer`,
  );
  // The writer's own measures (lib/metrics.ts): PunchesWritten (its throughput, a Sum) and PunchWriteLag, how long
  // the oldest punch of a batch had waited when written.
  watch.alarm(
    stack,
    'PunchWriteLag',
    watch.appMetric(METRIC.punchWriteLag, 'Maximum'),
    PUNCH_QUEUE_AGE_ALARM_SECONDS * 1000,
    `A punch was written ${PUNCH_QUEUE_AGE_ALARM_SECONDS} s or more after it was received`,
  );

  return { punchQueue };
}
