import { createHash, randomUUID } from 'node:crypto';
import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import type { TimeZone } from '@colabora/core/company/time-zone';
import type { TimelinePoint } from '@colabora/core/timeclock/timeline';
import type { RequestKey } from '../../http/idempotency';

// The punches' queue (issue 25): SQS FIFO, one message group per establishment (the company: its CNPJ has one NSR
// sequence), so one writer at a time numbers a company's punches, in the order they were received. The
// deduplication id is the request's Idempotency-Key (per caller): a retry within SQS's 5 minutes is not queued
// twice, and after that the writer finds its key kept. Locally an in-process stand-in answers at the same
// address variable (packages/local/src/punch-queue.ts).

/** The queue's URL: the Punches stack sets it on point-register; the local runtime, its stand-in's. */
export const PUNCH_QUEUE_ENV = 'PUNCH_QUEUE_URL';

/** A punch as the API fixed it, for the writer: who, when it was received, which point, and its queued key. */
export interface PunchMessage {
  companyId: string;
  userId: string;
  /** 11 digits, or '' when the person's documents hold none. */
  cpf: string;
  /** ISO instant the API received it: the punch's time (Portaria 671 art. 74), whenever it is written. */
  receivedAt: string;
  point: TimelinePoint | null;
  /** The company's zone when the API took it: the punch's date-time and day are on its clock (issue 22 §6). */
  timeZone: TimeZone;
  /** The request's queued key; null for a punch not asked for over the API (the local demo seed's history). */
  request: RequestKey | null;
}

const sqs = new SQSClient({});

/** The deduplication id: the key, hashed with whose it is (SQS takes at most 128 characters). */
function deduplicationId(request: RequestKey | null): string {
  if (!request) return randomUUID();
  const { id } = request;
  return createHash('sha256').update(`${id.companyId} ${id.callerId} ${id.routeKey} ${id.key}`).digest('hex');
}

export async function enqueuePunch(message: PunchMessage): Promise<void> {
  const queueUrl = process.env[PUNCH_QUEUE_ENV];
  if (!queueUrl) throw new Error(`${PUNCH_QUEUE_ENV} is not set`);
  await sqs.send(
    new SendMessageCommand({
      QueueUrl: queueUrl,
      MessageBody: JSON.stringify(message),
      MessageGroupId: message.companyId,
      MessageDeduplicationId: deduplicationId(message.request),
    }),
  );
}
