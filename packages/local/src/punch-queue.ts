import { createHash, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { PUNCH_QUEUE_ENV } from '@colabora/functions/modules/timeclock/punch-queue';
import { HOST } from './ports';

// The punches' SQS FIFO queue, in process (issue 25): what the Punches stack deploys, with the behaviour the writer
// relies on. It answers SendMessage over SQS's JSON protocol at AWS_ENDPOINT_URL_SQS, so point-register's own SQS
// client sends to it; keeps each message group (company) in order; drops a message whose deduplication id it saw in
// the last 5 minutes; hands each group's next messages (up to 10) to the writer as Lambda's event source mapping
// does, one batch per group at a time; puts back what the writer reports failed (batchItemFailures), first in its
// group, and after MAX_RECEIVES keeps it aside as dead letters, logged: never dropped.

/** SQS FIFO's deduplication interval. */
const DEDUPLICATION_MS = 5 * 60_000;
/** An event source mapping on a FIFO queue hands at most 10 messages a batch. */
export const FIFO_BATCH = 10;
/** Receives before a message goes to the dead letters (the Punches stack's maxReceiveCount). */
const MAX_RECEIVES = 5;
/** Locally, how long a failed message stays invisible before it is handed again (the visibility timeout). */
const RETRY_PAUSE_MS = 500;

const ARN = 'arn:aws:sqs:us-east-1:000000000000:colabora-punches.fifo';

interface Message {
  messageId: string;
  body: string;
  groupId: string;
  deduplicationId: string;
  sequenceNumber: string;
  sentAt: number;
  receives: number;
}

/** The writer as Lambda calls it: an SQS event, answered with the messages it could not write. */
export type Deliver = (event: SQSEvent) => Promise<SQSBatchResponse | void>;

const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');

function record(message: Message): SQSRecord {
  return {
    messageId: message.messageId,
    receiptHandle: message.messageId,
    body: message.body,
    attributes: {
      ApproximateReceiveCount: String(message.receives),
      SentTimestamp: String(message.sentAt),
      SenderId: 'local',
      ApproximateFirstReceiveTimestamp: String(Date.now()),
      SequenceNumber: message.sequenceNumber,
      MessageGroupId: message.groupId,
      MessageDeduplicationId: message.deduplicationId,
    },
    messageAttributes: {},
    md5OfBody: md5(message.body),
    eventSource: 'aws:sqs',
    eventSourceARN: ARN,
    awsRegion: 'us-east-1',
  };
}

export class FifoQueue {
  private readonly groups = new Map<string, Message[]>();
  private readonly busy = new Set<string>();
  private readonly seen = new Map<string, { messageId: string; at: number }>();
  private sequence = 0;
  private idle: (() => void)[] = [];
  private paused = false;
  /** Messages the writer failed MAX_RECEIVES times. */
  readonly deadLetters: Message[] = [];

  constructor(private readonly deliver: Deliver) {}

  /** SendMessage: the message's id; a repeated deduplication id within 5 minutes queues nothing. */
  send(body: string, groupId: string, deduplicationId: string): { messageId: string; sequenceNumber: string } {
    const now = Date.now();
    const first = this.seen.get(deduplicationId);
    if (first && now - first.at < DEDUPLICATION_MS) return { messageId: first.messageId, sequenceNumber: String(this.sequence) };
    this.sequence += 1;
    const message: Message = { messageId: randomUUID(), body, groupId, deduplicationId, sequenceNumber: String(this.sequence), sentAt: now, receives: 0 };
    this.seen.set(deduplicationId, { messageId: message.messageId, at: now });
    this.groups.set(groupId, [...(this.groups.get(groupId) ?? []), message]);
    this.pump(groupId);
    return { messageId: message.messageId, sequenceNumber: message.sequenceNumber };
  }

  /** Resolves once no message waits or is being written (the dead letters aside). */
  drained(): Promise<void> {
    if (this.groups.size === 0 && this.busy.size === 0) return Promise.resolve();
    return new Promise((resolve) => this.idle.push(resolve));
  }

  /** Local-only: holds the writer (the messages wait), as a slow writer would; false hands them on again. */
  hold(paused: boolean): void {
    this.paused = paused;
    if (!paused) for (const groupId of [...this.groups.keys()]) this.pump(groupId);
  }

  private pump(groupId: string): void {
    const waiting = this.groups.get(groupId);
    if (this.paused || this.busy.has(groupId) || !waiting) return;
    this.busy.add(groupId);
    const batch = waiting.splice(0, FIFO_BATCH);
    if (waiting.length === 0) this.groups.delete(groupId);
    for (const message of batch) message.receives += 1;
    void this.hand(groupId, batch);
  }

  private async hand(groupId: string, batch: Message[]): Promise<void> {
    let failed: Set<string>;
    try {
      const answer = await this.deliver({ Records: batch.map(record) });
      failed = new Set((answer?.batchItemFailures ?? []).map((failure) => failure.itemIdentifier));
    } catch (error) {
      console.error('[fila de pontos] o gravador falhou:', error instanceof Error ? error.message : error);
      failed = new Set(batch.map((message) => message.messageId));
    }
    const back = batch.filter((message) => failed.has(message.messageId));
    const dead = back.filter((message) => message.receives >= MAX_RECEIVES);
    if (dead.length > 0) {
      this.deadLetters.push(...dead);
      console.error(`[fila de pontos] ${dead.length} ponto(s) nas mensagens mortas (grupo ${groupId}): nada foi descartado.`);
    }
    const again = back.filter((message) => message.receives < MAX_RECEIVES);
    if (again.length > 0) {
      // First in their group again, after the visibility timeout: the group's order holds.
      this.groups.set(groupId, [...again, ...(this.groups.get(groupId) ?? [])]);
      await new Promise((resolve) => setTimeout(resolve, RETRY_PAUSE_MS));
    }
    this.busy.delete(groupId);
    if (this.groups.has(groupId)) this.pump(groupId);
    else if (this.groups.size === 0 && this.busy.size === 0) this.idle.splice(0).forEach((resolve) => resolve());
  }
}

/**
 * Local-only (there is no such call in AWS): PUT /__dev/punch-writer {"paused": true} holds the writer, so the
 * end-to-end suite sees a punch answered 202 "Registrando…"; {"paused": false} lets it write them.
 */
export function devPunchWriter(local: LocalPunchQueue, req: IncomingMessage, res: ServerResponse): void {
  let text = '';
  req.on('data', (chunk: Buffer) => (text += chunk.toString()));
  req.on('end', () => {
    const paused = req.method === 'PUT' ? (JSON.parse(text || '{}') as { paused?: unknown }).paused : undefined;
    const ok = typeof paused === 'boolean';
    if (ok) local.queue.hold(paused);
    res.writeHead(ok ? 200 : 400, { 'content-type': 'application/json' });
    res.end(JSON.stringify(ok ? { paused } : { message: 'Use PUT {"paused": true|false}.' }));
  });
}

/** SQS's JSON protocol: SendMessage only (what point-register calls). */
function answer(queue: FifoQueue, req: IncomingMessage, res: ServerResponse): void {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    const reply = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/x-amz-json-1.0' });
      res.end(JSON.stringify(body));
    };
    const target = req.headers['x-amz-target'];
    if (target !== 'AmazonSQS.SendMessage') return reply(400, { __type: 'com.amazonaws.sqs#UnsupportedOperation', message: String(target) });
    const input = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { MessageBody: string; MessageGroupId?: string; MessageDeduplicationId?: string };
    if (!input.MessageGroupId || !input.MessageDeduplicationId) {
      return reply(400, { __type: 'com.amazonaws.sqs#MissingParameter', message: 'A FIFO queue needs MessageGroupId and MessageDeduplicationId' });
    }
    const sent = queue.send(input.MessageBody, input.MessageGroupId, input.MessageDeduplicationId);
    reply(200, { MessageId: sent.messageId, MD5OfMessageBody: md5(input.MessageBody), SequenceNumber: sent.sequenceNumber });
  });
}

/** The queue this process started last: the demo seed waits on it for its punches to be written. */
let current: FifoQueue | undefined;

/** Resolves once the process's punch queue has nothing left to write; fails if any went to the dead letters. */
export async function punchesWritten(): Promise<void> {
  if (!current) throw new Error('no punch queue runs in this process');
  await current.drained();
  if (current.deadLetters.length > 0) throw new Error(`${current.deadLetters.length} punch(es) in the dead letters`);
}

export interface LocalPunchQueue {
  queue: FifoQueue;
  /** PUNCH_QUEUE_URL and AWS_ENDPOINT_URL_SQS: what points point-register's SQS client at it. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

/** Starts the queue's SQS endpoint on `port` (0: any free one), delivering to `deliver`. */
export async function startPunchQueue(deliver: Deliver, port = 0): Promise<LocalPunchQueue> {
  const queue = new FifoQueue(deliver);
  current = queue;
  const server: Server = createServer((req, res) => answer(queue, req, res));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, HOST, () => resolve());
  });
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('the punch queue has no address');
  const endpoint = `http://${HOST}:${address.port}`;
  return {
    queue,
    env: { AWS_ENDPOINT_URL_SQS: endpoint, [PUNCH_QUEUE_ENV]: `${endpoint}/000000000000/colabora-punches.fifo` },
    stop: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
