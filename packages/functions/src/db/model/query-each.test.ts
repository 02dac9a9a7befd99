import { randomUUID } from 'node:crypto';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { documentClient } from '../client';
import { db } from '../service';

// Query.each: a stream of a query's items read a page at a time, on DynamoDB Local (the AFD streams a company's
// punches and records with it).

afterEach(() => vi.restoreAllMocks());

async function companyWithEvents(count: number): Promise<string> {
  const companyId = randomUUID();
  for (let nsr = 1; nsr <= count; nsr += 1) {
    await db.entities.afdEvent.create({ companyId, nsr, type: '2', day: '2026-11-27', recordedAt: '2026-11-27T09:00:00-03:00' }).go();
  }
  return companyId;
}

describe('Query.each', () => {
  it('yields every item in the index order, a page of `limit` at a time, from the sort key asked', async () => {
    const companyId = await companyWithEvents(5);
    const spy = vi.spyOn(documentClient, 'send');
    const all = [];
    for await (const item of db.entities.afdEvent.query.companyEvents({ companyId }).each({ limit: 2, consistent: true })) all.push(item.nsr);
    expect(all).toEqual([1, 2, 3, 4, 5]);
    // Pages of 2, 2 and 1.
    expect(spy.mock.calls.filter(([command]) => command instanceof QueryCommand)).toHaveLength(3);
    const fromThree = [];
    for await (const item of db.entities.afdEvent.query.companyEvents({ companyId }).gte({ nsr: 3 }).each({ limit: 2 })) fromThree.push(item.nsr);
    expect(fromThree).toEqual([3, 4, 5]);
  });

  it('reads no further page once the caller stops, and nothing before it asks', async () => {
    const companyId = await companyWithEvents(5);
    const spy = vi.spyOn(documentClient, 'send');
    const stream = db.entities.afdEvent.query.companyEvents({ companyId }).each({ limit: 2 });
    expect(spy).not.toHaveBeenCalled();
    for await (const item of stream) if (item.nsr === 1) break;
    expect(spy.mock.calls.filter(([command]) => command instanceof QueryCommand)).toHaveLength(1);
  });
});
