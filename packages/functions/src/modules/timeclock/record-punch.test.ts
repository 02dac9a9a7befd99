import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { chainIsValid } from '@colabora/core/timeclock/punch-hash';
import { config } from '../../config';
import { db } from '../../db/service';
import type { watchDynamoCommands } from '../../testing/dynamo-commands';
import { createCompany, createPerson, type TestCompany } from '../../testing/fixtures';

// Two writer containers for one company at once (the FIFO queue allows one, but a container may keep an old head):
// each keeps its own head of the sequence, so they meet on the counter's condition, and the loser reads again. NSRs
// follow the company's AFD events (its creation, NSR 1; the person's inclusion, NSR 2) with no gap or repeat, and
// the chain holds. A run of punches goes in one transaction; a queued request's
// key is kept once, and a withdrawn one (the API told an error) writes nothing.

type RecordPunch = typeof import('./record-punch').recordPunch;

/** A fresh copy of the module: another container with its own memory (and its own DynamoDB client, watched). */
async function container(): Promise<RecordPunch & { watch: typeof watchDynamoCommands }> {
  vi.resetModules();
  const { recordPunch } = await import('./record-punch');
  const { watchDynamoCommands: watch } = await import('../../testing/dynamo-commands');
  return Object.assign(recordPunch, { watch });
}

let company: TestCompany;
let userId: string;
beforeAll(async () => {
  company = await createCompany();
  userId = (await createPerson(company.id, { statusActive: 'HIRED', recordPoints: true })).id;
});

const input = (companyId: string, second: number) => ({
  companyId,
  userId,
  cpf: '52998224725',
  receivedAt: new Date(Date.UTC(2026, 2, 2, 11, 0, second)),
  point: null,
  timeZone: 'America/Sao_Paulo' as const,
});

describe('recordPunch across containers', () => {
  it('gives 2 × 8 concurrent punches NSR 3..18 (after the company and the person events) and one valid chain', async () => {
    const [first, second] = [await container(), await container()];
    const punch = (record: RecordPunch, index: number) => record(input(company.id, index), null);
    const outcomes = await Promise.all(Array.from({ length: 16 }, (_, index) => punch(index % 2 ? first : second, index)));
    const numbers = outcomes.map((outcome) => (outcome.status === 'recorded' ? outcome.punch.nsr : 0)).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 16 }, (_, index) => index + 3));
    const { data: chain } = await db.entities.punch.query.companyPunches({ companyId: company.id }).go({ pages: 'all' });
    expect(await chainIsValid(chain)).toBe(true);
  });

  it('writes a run of punches together, a request queued twice (same key) once, a withdrawn one never', async () => {
    const own = await createCompany();
    const record = await container();
    // The same module copy as the container's (imported after its reset): its client is the one watched.
    const { recordPunches } = await import('./record-punch');
    const { keptReply, withdrawQueued } = await import('../../http/idempotency');
    const queue = () => {
      const key = { id: { companyId: own.id, callerId: userId, routeKey: 'POST /api/point-registers', key: randomUUID() }, bodyHash: 'x' };
      return { key, answer: () => ({ statusCode: 201, body: 'receipt' }) };
    };
    const twice = queue();
    const withdrawn = queue();
    expect(await withdrawQueued(withdrawn.key, { statusCode: 500 }, 60)).toBe(true);
    const sent = record.watch();
    const { outcomes, failure } = await recordPunches(own.id, [
      ...Array.from({ length: 6 }, (_, index) => ({ input: input(own.id, index), request: null })),
      ...Array.from({ length: 3 }, (_, index) => ({ input: input(own.id, 10 + index), request: twice })),
      { input: input(own.id, 20), request: withdrawn },
    ]);
    sent.stop();
    expect(failure).toBeUndefined();
    expect(outcomes.map((outcome) => outcome?.status)).toEqual([...Array<string>(7).fill('recorded'), 'key-taken', 'key-taken', 'key-taken']);
    const numbers = outcomes.flatMap((outcome) => (outcome?.status === 'recorded' ? [outcome.punch.nsr] : []));
    // NSR 1 is the company's creation (AFD type 2).
    expect(numbers).toEqual([2, 3, 4, 5, 6, 7, 8]);
    // One transaction took the seven: the counter moved once after the company's (the refused attempts moved nothing).
    const { data: counter } = await db.entities.punchCounter.get({ companyId: own.id }).go();
    expect(counter).toMatchObject({ nsr: 8, transactions: 2 });
    const transactions = sent.commands.filter((command) => command.name === 'TransactWriteItemsCommand');
    expect(transactions.length).toBeLessThan(7);
    const { data: chain } = await db.entities.punch.query.companyPunches({ companyId: own.id }).go({ pages: 'all' });
    expect(chain).toHaveLength(7);
    expect(await chainIsValid(chain)).toBe(true);
    // The writer kept the first of the twice-sent key with its receipt; the withdrawn key still holds its error.
    expect(await keptReply(twice.key)).toMatchObject({ statusCode: 201, body: 'receipt' });
    expect(await keptReply(withdrawn.key)).toMatchObject({ statusCode: 500 });
    expect(await withdrawQueued(twice.key, { statusCode: 500 }, 60)).toBe(false);
  });

  it('puts each punch in the REP records table, only if new, in the one transaction that moves the counter in the main table', async () => {
    const own = await createCompany();
    const record = await container();
    // The client of that module copy.
    const { documentClient } = await import('../../db/client');
    const sent: Record<string, Record<string, unknown>>[][] = [];
    const name = `transactions-${Math.random()}`;
    documentClient.middlewareStack.add(
      (next) => async (args) => {
        const { TransactItems } = args.input as { TransactItems?: Record<string, Record<string, unknown>>[] };
        if (TransactItems) sent.push(TransactItems);
        return next(args);
      },
      { step: 'initialize', name },
    );
    try {
      await record(input(own.id, 0), null);
    } finally {
      documentClient.middlewareStack.remove(name);
    }
    expect(sent).toHaveLength(1);
    const parts = sent[0].map((part) => Object.entries(part)[0]);
    // The NSR counter stays in the main table; the punch goes to its own, where an existing item refuses it
    // (Portaria 671 art. 74 IV: a record is never replaced; IAM grants no update or delete there, infra-tests).
    expect(parts.map(([action, part]) => [action, part.TableName])).toEqual([
      ['Update', config.tableName],
      ['Put', config.repRecordsTableName],
    ]);
    expect(parts[1][1].ConditionExpression).toMatch(/^attribute_not_exists\(.+\) AND attribute_not_exists\(.+\)$/);
  });
});
