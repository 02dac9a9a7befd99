import { BROWSER_COLLECTOR, punchHash } from '@colabora/core/timeclock/punch-hash';
import type { TimeZone } from '@colabora/core/company/time-zone';
import { zonedClock } from '@colabora/core/timeclock/company-clock';
import type { TimelinePoint } from '@colabora/core/timeclock/timeline';
import type { PunchRecord } from '../../db/entities/punch';
import type { TxEntities, TxPart } from '../../db/labelled-transaction';
import { db } from '../../db/service';
import { lostRace, type TransactionOutcome } from '../../db/transaction-outcome';
import { READ_AGAIN, retryTransaction } from '../../db/transaction-retry';
import { COUNTER_ATTEMPTS, counterPart, movedCounterPause, readCounterHead, type CounterHead } from './nsr-counter';
import { keepQueued, type RequestKey } from '../../http/idempotency';
import type { Reply } from '../../http/reply';
import { now } from '../../lib/clock';

// Records punches with the company's next NSRs (nsr-counter.ts: one sequence with the employer and employee
// events) and hashes chained to its last punch, in ONE transaction: the counter (moved to the last NSR with the last
// hash, on condition that it still holds the value read), each punch (attribute_not_exists: append-only) and, for a
// punch the API queued, its request's key record with the receipt, refused when the key is kept already: written
// before, or withdrawn by the API (http/idempotency.ts keepQueued). The writer Lambda (lambdas/punch-writer) is the
// only caller in AWS: one per company at a time (SQS FIFO, the company as message group), so the counter moves once
// per batch of up to MAX_PUNCHES_PER_TRANSACTION punches and never races. A transaction that still meets a moved
// counter (an event, a writer container that kept an old head, tests calling two "containers") reads it again and
// retries, so NSRs have no gaps or repeats and the chain follows them.

/** Punches per transaction: 1 + 2 × 12 = 25 items, the smallest TransactWriteItems limit DynamoDB has had; an SQS
 * FIFO batch (10 messages) fits in one. */
export const MAX_PUNCHES_PER_TRANSACTION = 12;

export interface PunchInput {
  companyId: string;
  userId: string;
  /** 11 digits, or '' when the person's documents hold none. */
  cpf: string;
  /** The server's instant the punch was received. */
  receivedAt: Date;
  /** The point it registers; null out of schedule. */
  point: TimelinePoint | null;
  /** The company's zone: the punch's date-time carries its offset, its day is on its clock (issue 22 §6). */
  timeZone: TimeZone;
}

/** A queued punch's request key, and the answer it keeps once written. */
export interface PunchRequest {
  key: RequestKey;
  answer: (punch: PunchRecord) => Reply;
}

/** A punch to write, with its queued request when the API took it. */
export interface PunchEntry {
  input: PunchInput;
  request: PunchRequest | null;
}

/** 'key-taken': the request's key is kept already (written before, or withdrawn): nothing written. */
export type RecordOutcome = { status: 'recorded'; punch: PunchRecord } | { status: 'key-taken' };

/** What a run of one company's punches wrote: each entry's outcome (undefined: not written), and what stopped it. */
export interface RecordedRun {
  outcomes: (RecordOutcome | undefined)[];
  failure?: unknown;
}

interface Waiting extends PunchEntry {
  outcome?: RecordOutcome;
}

/**
 * The last NSR and hash this container wrote per company: a stale one (another container, or an event, moved the
 * counter since) fails its condition and is read again.
 */
const known = new Map<string, CounterHead>();

async function punchItem(input: PunchInput, nsr: number, recordedAt: string, previousHash: string | null): Promise<PunchRecord> {
  const clock = zonedClock(input.timeZone);
  const punchedAt = clock.iso(input.receivedAt.getTime());
  const hash = await punchHash({ nsr, punchedAt, cpf: input.cpf, recordedAt, collector: BROWSER_COLLECTOR, online: true }, previousHash);
  const { point } = input;
  return {
    companyId: input.companyId,
    userId: input.userId,
    nsr,
    day: clock.wallClock(input.receivedAt.getTime()).day,
    punchedAt,
    receivedAt: input.receivedAt.toISOString(),
    recordedAt,
    cpf: input.cpf,
    collector: BROWSER_COLLECTOR,
    online: true,
    hash,
    outOfSchedule: point === null,
    ...(point && {
      pointType: point.type,
      breakId: point.breakId ?? undefined,
      breakName: point.breakName ?? undefined,
      shiftDay: point.day,
      expectedAt: point.expectedTime,
    }),
  };
}

/** What each part of the transaction writes: the counter, or a waiting punch's item or request key (by index). */
type Part = [label: string, part: TxPart];
const COUNTER = 'counter';
const keyLabel = (index: number) => `key:${index}`;

function parts(tx: TxEntities, head: CounterHead, batch: readonly Waiting[], items: readonly PunchRecord[]): Part[] {
  const last = items[items.length - 1];
  const counter = counterPart(tx, last.companyId, head, last.nsr, last.hash);
  return [
    [COUNTER, counter],
    ...items.flatMap((item, index): Part[] => {
      const request = batch[index].request;
      const punch: Part = [`punch:${index}`, tx.punch.create(item).commit()];
      if (!request) return [punch];
      return [punch, [keyLabel(index), keepQueued(tx, request.key, request.answer(item))]];
    }),
  ];
}

/** Writes a batch of one company's punches, retrying until each is recorded or found to be a retry. */
async function writeBatch(companyId: string, batch: readonly Waiting[]): Promise<void> {
  let pending = batch;
  await retryTransaction(async (attempt) => {
    const head = known.get(companyId) ?? (await readCounterHead(companyId));
    // A batch is one company's: one zone.
    const recordedAt = zonedClock(pending[0].input.timeZone).iso(now().getTime());
    const items: PunchRecord[] = [];
    for (const [index, { input }] of pending.entries()) {
      items.push(await punchItem(input, head.nsr + index + 1, recordedAt, items[index - 1]?.hash ?? head.lastHash));
    }
    let labels: string[] = [];
    const outcome: TransactionOutcome = await db.transaction
      .write((tx) => {
        const built = parts(tx, head, pending, items);
        labels = built.map(([label]) => label);
        return built.map(([, part]) => part);
      })
      .go();
    if (!outcome.canceled) {
      known.set(companyId, { nsr: items[items.length - 1].nsr, lastHash: items[items.length - 1].hash });
      pending.forEach((entry, index) => (entry.outcome = { status: 'recorded', punch: items[index] }));
      return undefined;
    }
    const refused = new Set(outcome.data.flatMap((part, index) => (part.code === 'ConditionalCheckFailed' ? [labels[index]] : [])));
    // A key kept already (written before, or withdrawn): nothing of it is written; the others
    // go on at once.
    const retries = pending.filter((_, index) => refused.has(keyLabel(index)));
    if (retries.length > 0) {
      for (const entry of retries) entry.outcome = { status: 'key-taken' };
      pending = pending.filter((entry) => !retries.includes(entry));
      return pending.length > 0 ? READ_AGAIN : undefined;
    }
    if (!refused.has(COUNTER) && !lostRace(outcome)) throw new Error(`punch transaction refused: ${outcome.data.map((part) => part.code).join(',')}`);
    // Another container moved the counter: read it again after a short, jittered pause.
    known.delete(companyId);
    await movedCounterPause(attempt);
    return READ_AGAIN;
  }, { attempts: COUNTER_ATTEMPTS, exhausted: () => new Error('too much contention on the punch counter') });
}

/**
 * Takes the next batch off the queue, in arrival order. A request sent twice (its key in two messages) stays for a
 * later batch: one transaction may not write one item twice.
 */
function takeBatch(queue: Waiting[]): Waiting[] {
  const batch: Waiting[] = [];
  const keys = new Set<string>();
  for (let index = 0; index < queue.length && batch.length < MAX_PUNCHES_PER_TRANSACTION; ) {
    const { request } = queue[index];
    const key = request && `${request.key.id.callerId} ${request.key.id.key}`;
    if (key && keys.has(key)) {
      index += 1;
      continue;
    }
    if (key) keys.add(key);
    batch.push(...queue.splice(index, 1));
  }
  return batch;
}

/**
 * Records one company's punches in the order given, a transaction per batch. A batch that fails stops the run: the
 * later punches are not written before it (they would take earlier NSRs than a punch received before them), and
 * the caller hands them back to the queue.
 */
export async function recordPunches(companyId: string, entries: readonly PunchEntry[]): Promise<RecordedRun> {
  const all: Waiting[] = entries.map((entry) => ({ ...entry }));
  const queue = [...all];
  while (queue.length > 0) {
    const batch = takeBatch(queue);
    try {
      await writeBatch(companyId, batch);
    } catch (failure) {
      return { outcomes: all.map((entry) => entry.outcome), failure };
    }
  }
  return { outcomes: all.map((entry) => entry.outcome) };
}

/** Records one punch (the tests' and tools' way in; the API queues its punches for the writer). */
export async function recordPunch(input: PunchInput, request: PunchRequest | null): Promise<RecordOutcome> {
  const { outcomes, failure } = await recordPunches(input.companyId, [{ input, request }]);
  if (!outcomes[0]) throw failure;
  return outcomes[0];
}
