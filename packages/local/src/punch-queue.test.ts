import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { SQSEvent } from 'aws-lambda';
import { afterEach, describe, expect, it } from 'vitest';
import { ASKING_HEADER } from '@colabora/core/api-routes';
import { isPendingPunch, type PunchReply } from '@colabora/core/timeclock/point-register-api';
import { db } from '@colabora/functions/db/service';
import { createCompany } from '@colabora/functions/testing/fixtures';
import { invoke } from '@colabora/functions/testing/invoke';
import { createTestJourney } from '@colabora/functions/testing/journeys';
import { clockAt, serverClockReset } from '@colabora/functions/testing/server-clock';
import { timeClockEmployee } from '@colabora/functions/testing/time-clock';
import { FifoQueue, startPunchQueue, type Deliver } from './punch-queue';
import { HOST } from './ports';

// The punches' FIFO stand-in (./punch-queue.ts) as the writer relies on it, and the punch route through it when the
// writer is slow, and when the queue's answer is lost (issue 25: the person is always told the truth).

const bodies = (event: SQSEvent) => event.Records.map((record) => record.body);
const tick = () => new Promise((resolve) => setTimeout(resolve, 10));

describe('the FIFO stand-in', () => {
  it('hands each group its messages in order, 10 at most a batch, one batch at a time; a repeated deduplication id once', async () => {
    const batches: { group: string; bodies: string[] }[] = [];
    let inFlight = 0;
    const queue = new FifoQueue(async (event) => {
      inFlight += 1;
      expect(inFlight).toBe(1);
      await tick();
      batches.push({ group: event.Records[0].attributes.MessageGroupId ?? '', bodies: bodies(event) });
      inFlight -= 1;
    });
    for (let index = 0; index < 12; index += 1) queue.send(`a${index}`, 'A', `a${index}`);
    expect(queue.send('a3 again', 'A', 'a3').messageId).toBeTruthy();
    await queue.drained();
    // The first message is handed at once (nothing else waits yet), the next ones together while it is written.
    expect(batches.map((batch) => batch.bodies.length)).toEqual([1, 10, 1]);
    expect(batches.flatMap((batch) => batch.bodies)).toEqual(Array.from({ length: 12 }, (_, index) => `a${index}`));
  });

  it('hands back first what the writer failed, and keeps a message failed 5 times in the dead letters', async () => {
    const seen: string[] = [];
    const queue = new FifoQueue(async (event) => {
      seen.push(...bodies(event));
      return { batchItemFailures: event.Records.filter((record) => record.body !== 'ok').map((record) => ({ itemIdentifier: record.messageId })) };
    });
    queue.send('bad', 'G', '1');
    queue.send('ok', 'G', '2');
    await queue.drained();
    // The writer stops a company at its first failure and hands back the later ones too; here it wrote 'ok' at once.
    expect(seen.filter((body) => body === 'bad')).toHaveLength(5);
    expect(queue.deadLetters.map((message) => message.body)).toEqual(['bad']);
  });
});

describe('POST /api/point-registers through the queue', () => {
  const stops: (() => Promise<void>)[] = [];
  // The file's own queue (testing/punch-writer-setup.ts), put back after each test.
  const { PUNCH_QUEUE_URL, AWS_ENDPOINT_URL_SQS } = process.env;
  afterEach(async () => {
    serverClockReset();
    await Promise.all(stops.splice(0).map((stop) => stop()));
    Object.assign(process.env, { PUNCH_QUEUE_URL, AWS_ENDPOINT_URL_SQS });
  });

  /** A queue whose writer waits until `release()`. */
  async function heldQueue() {
    const { handler } = await import('@colabora/functions/lambdas/punch-writer/handler');
    let release = () => undefined as void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const deliver: Deliver = async (event) => {
      await released;
      return handler(event, { awsRequestId: 'test' } as import('aws-lambda').Context);
    };
    const started = await startPunchQueue(deliver);
    stops.push(started.stop);
    Object.assign(process.env, started.env);
    return { ...started, release };
  }

  async function person() {
    const company = await createCompany();
    return timeClockEmployee(company.id, await createTestJourney(company.id));
  }
  const DAY = '2026-03-02';

  it('answers 202 "being recorded" while the writer is busy, the same request 202 again, then 201 with the receipt of the first time', async () => {
    const { queue, release } = await heldQueue();
    const worker = await person();
    const headers = { 'idempotency-key': randomUUID() };
    clockAt(DAY, '08:01:30');
    const first = await invoke<PunchReply>('punch', { token: worker.token, body: { type: 'ENTRY' }, headers });
    expect(first.status).toBe(202);
    if (!isPendingPunch(first.body)) throw new Error('not pending');
    expect(first.body.pending).toEqual({ punchedAt: '2026-03-02T08:01:00-03:00', point: expect.objectContaining({ type: 'ENTRY', day: DAY }) });
    clockAt(DAY, '08:03:00');
    // Asked for (the SPA after a 202): still pending, and nothing sent again.
    const asked = await invoke<PunchReply>('punch', { token: worker.token, body: { type: 'ENTRY' }, headers: { ...headers, [ASKING_HEADER]: '1' } });
    expect(asked).toMatchObject({ status: 202, body: { pending: null } });
    // Sent again (a retry after a lost answer): queued again, dropped by the queue's deduplication.
    const again = await invoke<PunchReply>('punch', { token: worker.token, body: { type: 'ENTRY' }, headers });
    expect(again.status).toBe(202);
    release();
    await queue.drained();
    const done = await invoke<PunchReply>('punch', { token: worker.token, body: { type: 'ENTRY' }, headers });
    expect(done.status).toBe(201);
    if (isPendingPunch(done.body)) throw new Error('still pending');
    // The time received, not the time written (Portaria 671 art. 74); one NSR, one punch, after the company's
    // creation (NSR 1) and the person's inclusion on the time clock (NSR 2).
    expect(done.body.punch).toMatchObject({ nsr: 3, punchedAt: '2026-03-02T08:01:00-03:00', pointType: 'ENTRY' });
    expect(done.body.today.punches.map((punch) => punch.nsr)).toEqual([3]);
    const { data: counter } = await db.entities.punchCounter.get({ companyId: worker.companyId }).go();
    expect(counter?.nsr).toBe(3);
  });

  it('answers 500 when the queue did not answer, and the message SQS took all the same is never written', async () => {
    const written = await heldQueue();
    const worker = await person();
    // An SQS that takes the message and then fails to answer (every time the SDK tries again).
    const lossy = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const input = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { MessageBody: string; MessageGroupId: string; MessageDeduplicationId: string };
        written.queue.send(input.MessageBody, input.MessageGroupId, input.MessageDeduplicationId);
        res.writeHead(500, { 'content-type': 'application/x-amz-json-1.0' });
        res.end(JSON.stringify({ __type: 'com.amazonaws.sqs#InternalError', message: 'lost' }));
      });
    });
    await new Promise<void>((resolve) => lossy.listen(0, HOST, () => resolve()));
    stops.push(() => new Promise((resolve) => lossy.close(() => resolve())));
    const address = lossy.address();
    if (typeof address !== 'object' || !address) throw new Error('no address');
    process.env.AWS_ENDPOINT_URL_SQS = `http://${HOST}:${address.port}`;
    process.env.PUNCH_QUEUE_URL = `http://${HOST}:${address.port}/000000000000/colabora-punches.fifo`;
    const headers = { 'idempotency-key': randomUUID() };
    clockAt(DAY, '08:01:30');
    const failed = await invoke('punch', { token: worker.token, body: { type: 'ENTRY' }, headers });
    expect(failed.status).toBe(500);
    written.release();
    await written.queue.drained();
    // The message reached the writer: it found the key withdrawn, and wrote nothing.
    expect(written.queue.deadLetters).toEqual([]);
    const { data: counter } = await db.entities.punchCounter.get({ companyId: worker.companyId }).go();
    // Only the company's and the person's AFD records took NSRs.
    expect(counter).toMatchObject({ nsr: 2 });
    expect(counter?.lastHash).toBeUndefined();
    // The same request again is told the same: tapping again (a new key) records the punch.
    expect((await invoke('punch', { token: worker.token, body: { type: 'ENTRY' }, headers })).status).toBe(500);
  });
});
