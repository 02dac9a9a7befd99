import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { chainIsValid } from '@colabora/core/timeclock/punch-hash';
import { db } from '../../db/service';
import type { watchDynamoCommands } from '../../testing/dynamo-commands';
import { createCompany, createPerson, type TestCompany } from '../../testing/fixtures';

// Two Lambda containers punching for one company at once: each keeps its own head of the sequence, so they meet on
// the counter's condition, and the loser reads again. NSRs stay 1..n with no gap or repeat, and the chain holds.
// Inside one container (the local runtime serves many requests at once) waiting punches go in one transaction.

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
  it('gives 2 × 8 concurrent punches NSR 1..16 and one valid chain', async () => {
    const [first, second] = [await container(), await container()];
    const punch = (record: RecordPunch, index: number) => record(input(company.id, index), null);
    const outcomes = await Promise.all(Array.from({ length: 16 }, (_, index) => punch(index % 2 ? first : second, index)));
    const numbers = outcomes.map((outcome) => (outcome.status === 'recorded' ? outcome.punch.nsr : 0)).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 16 }, (_, index) => index + 1));
    const { data: chain } = await db.entities.punch.query.companyPunches({ companyId: company.id }).go({ pages: 'all' });
    expect(await chainIsValid(chain)).toBe(true);
  });

  it('writes the punches waiting in one container together, a request sent again (same key) once', async () => {
    const own = await createCompany();
    const record = await container();
    const sent = record.watch();
    const key = {
      key: { id: { companyId: own.id, callerId: userId, routeKey: 'POST /api/point-registers', key: randomUUID() }, bodyHash: 'x' },
      answer: () => ({ statusCode: 201 }),
    };
    const outcomes = await Promise.all([
      ...Array.from({ length: 6 }, (_, index) => record(input(own.id, index), null)),
      ...Array.from({ length: 3 }, (_, index) => record(input(own.id, 10 + index), key)),
    ]);
    sent.stop();
    expect(outcomes.filter((outcome) => outcome.status === 'key-taken')).toHaveLength(2);
    const numbers = outcomes.flatMap((outcome) => (outcome.status === 'recorded' ? [outcome.punch.nsr] : [])).sort((a, b) => a - b);
    expect(numbers).toEqual([1, 2, 3, 4, 5, 6, 7]);
    // Fewer transactions than punches: at most 3 writes a punch, fewer when they share the counter's move.
    const transactions = sent.commands.filter((command) => command.name === 'TransactWriteItemsCommand');
    expect(transactions.length).toBeGreaterThan(0);
    expect(transactions.length).toBeLessThan(7);
    const items = transactions.reduce((sum, command) => sum + (command.items ?? 0), 0);
    expect(items / 7).toBeLessThan(3);
    const { data: chain } = await db.entities.punch.query.companyPunches({ companyId: own.id }).go({ pages: 'all' });
    expect(await chainIsValid(chain)).toBe(true);
  });
});
