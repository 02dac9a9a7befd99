import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../db/service';
import { watchDynamoCommands } from '../../testing/dynamo-commands';
import { createPerson } from '../../testing/fixtures';
import { updatePerson } from './guarded-update';
import { removeUser } from './records';
import { chunkOf, readRoster, rebuildRoster, storedRow } from './staff-roster';
import type { UserRecord } from '../../db/entities/user';

// The roster as a warm Lambda reads it (issue 10): what it read before is used again only while the chunk's
// revision, read on every call, is the one it read; any person write gives its chunk a new one.

const names = async (companyId: string) => (await readRoster(companyId)).map((row) => row.fullName).sort();

/** The roster row of a person the list shows. */
function listedRow(person: UserRecord): string {
  const row = storedRow(person);
  if (row === null) throw new Error('the person is not listed');
  return row;
}

/** The commands one read sends, and what it answers. */
async function watchedRead(companyId: string) {
  const sent = watchDynamoCommands();
  try {
    const rows = await readRoster(companyId);
    return { rows, commands: sent.commands.map(({ name, keys }) => (keys === undefined ? name : `${name}:${keys}`)) };
  } finally {
    sent.stop();
  }
}

afterEach(() => vi.useRealTimers());

describe('readRoster', () => {
  it('shows every write at once: a new row, a changed row, a row removed', async () => {
    const companyId = randomUUID();
    expect(await names(companyId)).toEqual([]);
    const ana = await createPerson(companyId, { fullName: 'Ana Lima', statusActive: 'HIRED' });
    expect(await names(companyId)).toEqual(['Ana Lima']);
    const bia = await createPerson(companyId, { fullName: 'Bia Costa', statusActive: 'HIRED' });
    expect(await names(companyId)).toEqual(['Ana Lima', 'Bia Costa']);
    await updatePerson(companyId, ana.id, async () => ({ set: { phone: '11955554444' }, read: [] }));
    expect((await readRoster(companyId)).find((row) => row.id === ana.id)).toMatchObject({ phone: '11955554444', searchName: 'ana lima' });
    await removeUser(companyId, bia.id);
    expect(await names(companyId)).toEqual(['Ana Lima']);
  });

  it('reads the chunks once, then only their revisions, and again only the chunk a write changed', async () => {
    const companyId = randomUUID();
    const people = await Promise.all(['Caio', 'Davi', 'Eva'].map((fullName) => createPerson(companyId, { fullName, statusActive: 'HIRED' })));
    expect((await watchedRead(companyId)).commands).toEqual(['QueryCommand']);
    expect((await watchedRead(companyId)).commands).toEqual(['QueryCommand']);
    await updatePerson(companyId, people[1].id, async () => ({ set: { phone: '11944443333' }, read: [] }));
    const afterWrite = await watchedRead(companyId);
    expect(afterWrite.commands).toEqual(['QueryCommand', 'BatchGetItemCommand:1']);
    expect(afterWrite.rows.find((row) => row.id === people[1].id)?.phone).toBe('11944443333');
    expect(afterWrite.rows.map((row) => row.fullName).sort()).toEqual(['Caio', 'Davi', 'Eva']);
  });

  it("never answers one company's rows for another", async () => {
    const [first, second] = [randomUUID(), randomUUID()];
    await createPerson(first, { fullName: 'Fábio Primeira', statusActive: 'HIRED' });
    await createPerson(second, { fullName: 'Gil Segunda', statusActive: 'HIRED' });
    expect(await names(first)).toEqual(['Fábio Primeira']);
    expect(await names(second)).toEqual(['Gil Segunda']);
    expect(await names(first)).toEqual(['Fábio Primeira']);
  });

  it('follows a rebuilt roster, and reads a chunk written before revisions existed every time', async () => {
    const companyId = randomUUID();
    const person = await createPerson(companyId, { fullName: 'Hugo Antes', statusActive: 'HIRED' });
    expect(await names(companyId)).toEqual(['Hugo Antes']);
    // Data written without the person module (the bench's bulk seed), then the roster built from it.
    await db.entities.user.patch({ companyId, id: person.id }).set({ fullName: 'Hugo Depois' }).go();
    await rebuildRoster(companyId);
    expect(await names(companyId)).toEqual(['Hugo Depois']);

    const key = { companyId, chunk: chunkOf(person.id) };
    const legacy = (fullName: string) => ({ [person.id]: listedRow({ ...person, fullName }) });
    await db.entities.staffRoster.put({ ...key, rows: legacy('Iris Antiga') }).go();
    await db.entities.staffRosterRevision.delete(key).go();
    expect(await names(companyId)).toEqual(['Iris Antiga']);
    await db.entities.staffRoster.put({ ...key, rows: legacy('Iris Mudou') }).go();
    expect(await names(companyId)).toEqual(['Iris Mudou']);
  });

  it('sees within a minute a write that set no revision (the previous code, while a deploy replaces it)', async () => {
    const companyId = randomUUID();
    const person = await createPerson(companyId, { fullName: 'Júlia Antes', statusActive: 'HIRED' });
    expect(await names(companyId)).toEqual(['Júlia Antes']);
    await db.entities.staffRoster
      .patch({ companyId, chunk: chunkOf(person.id) })
      .data(({ rows }, { set }) => set(rows[person.id], listedRow({ ...person, fullName: 'Júlia Depois' })))
      .go();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 59_000);
    // The revision did not change: what was read stands until the minute is over.
    expect(await names(companyId)).toEqual(['Júlia Antes']);
    vi.setSystemTime(Date.now() + 2_000);
    expect(await names(companyId)).toEqual(['Júlia Depois']);
  });
});
