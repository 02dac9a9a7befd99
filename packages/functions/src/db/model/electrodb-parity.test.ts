import { randomUUID } from 'node:crypto';
import { DeleteCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
// The ElectroDB runtime this layer replaced (a devDependency, for this test only): items must stay byte-for-byte the same.
import { Entity as ElectroEntity, Service as ElectroService } from 'electrodb';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { documentClient } from '../client';
import { db } from '../service';
import type { Entity } from './entity';
import type { AttributeDefinition, Schema } from './types';

type Item = Record<string, unknown>;

const NOW = new Date('2026-11-27T12:00:00.000Z');

beforeAll(() => {
  // Defaults and derived attributes read the clock: both writers must see the same instant.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterAll(() => {
  vi.useRealTimers();
});

/** A value for an attribute: days where a date is expected, mixed case elsewhere (keys are lower-cased). */
function sample(name: string, definition: AttributeDefinition, variant: 0 | 1): unknown {
  const { type } = definition;
  if (Array.isArray(type)) return type[variant === 0 ? 0 : type.length - 1];
  switch (type) {
    case 'number':
      return variant === 0 ? 7 : 12;
    case 'boolean':
      return variant === 0;
    case 'map':
      return definition.properties
        ? Object.fromEntries(Object.entries(definition.properties).map(([key, property]) => [key, sample(key, property, variant)]))
        : { Some: `Value-${variant}` };
    case 'list':
    case 'set':
      return [definition.items ? sample(name, definition.items, variant) : `Item-${variant}`];
    case 'any':
      return { Nested: { Value: `Any-${variant}` }, list: [1, 'Two'] };
    default:
      return /day|date|period|on$|^d\d\d$/i.test(name) ? `2026-11-${variant === 0 ? '27' : '30'}` : `Value-${name}-${variant}`;
  }
}

/** Both implementations are driven by the same generated items, so neither's item types apply here. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
type Untyped = any;

interface Pair {
  name: string;
  /** Ours, and ElectroDB's from the same declaration, over the same table. */
  ours: Untyped;
  table: string;
  theirs: Untyped;
  keys: Entity<Schema>['keys'];
  schema: Schema;
}

const pairs: Pair[] = Object.entries(db.entities).map(([name, ours]) => {
  const schema = ours.schema as unknown as Schema;
  const { table } = ours.bound();
  const theirs: Untyped = new ElectroEntity(schema as Untyped, { client: documentClient, table });
  return { name, ours, table, theirs, keys: ours.keys, schema };
});

function keyAttributes(schema: Schema): string[] {
  const main = Object.values(schema.indexes).find((index) => index.index === undefined);
  return main ? [...main.pk.composite, ...main.sk.composite] : [];
}

/** A new item's key: random, mixed case, per entity. */
function newKey(schema: Schema): Item {
  return Object.fromEntries(
    keyAttributes(schema).map((name) => {
      const definition = schema.attributes[name];
      if (Array.isArray(definition.type)) return [name, definition.type[0]];
      if (definition.type === 'number') return [name, Math.floor(Math.random() * 1e8)];
      return [name, `Key-${randomUUID()}`];
    }),
  );
}

/** Every attribute (or only the required ones), derived ones left to their setters. */
function fullItem(schema: Schema, key: Item, onlyRequired: boolean): Item {
  const item: Item = { ...key };
  for (const [name, definition] of Object.entries(schema.attributes)) {
    if (name in key || definition.watch) continue;
    if (onlyRequired && (!definition.required || definition.default !== undefined)) continue;
    item[name] = sample(name, definition, 0);
  }
  return item;
}

/** What a patch may set: every writable attribute, second variant. */
function changes(schema: Schema, key: Item): Item {
  const set: Item = {};
  for (const [name, definition] of Object.entries(schema.attributes)) {
    if (name in key || definition.readOnly || definition.watch) continue;
    set[name] = sample(name, definition, 1);
  }
  return set;
}

async function raw(pair: Pair, key: Item): Promise<Item | undefined> {
  const Key = pair.keys.tableKey(key);
  const { Item } = await documentClient.send(new GetCommand({ TableName: pair.table, Key, ConsistentRead: true }));
  return Item;
}

async function clear(pair: Pair, key: Item): Promise<void> {
  await documentClient.send(new DeleteCommand({ TableName: pair.table, Key: pair.keys.tableKey(key) }));
}

/** Runs the same writes with each implementation on the same key and answers both raw items. */
async function both(pair: Pair, key: Item, write: (entity: Untyped) => Promise<unknown>): Promise<[Item | undefined, Item | undefined]> {
  await clear(pair, key);
  await write(pair.theirs);
  const theirs = await raw(pair, key);
  await clear(pair, key);
  await write(pair.ours);
  const ours = await raw(pair, key);
  return [theirs, ours];
}

describe.each(pairs)('$name: the same items as ElectroDB 3', (pair) => {
  const { schema } = pair;
  const candidate = (item: Item) => (pair.name === 'user' ? { ...item, role: 'ADMISSION_PROCESS' } : item);

  it('creates every attribute the same, and each reads the other back', async () => {
    const key = newKey(schema);
    const item = candidate(fullItem(schema, key, false));
    const [theirs, ours] = await both(pair, key, (entity) => entity.create(item).go());
    expect(ours).toEqual(theirs);
    const theirRead = await pair.theirs.get(key).go({ consistent: true });
    const ourRead = await pair.ours.get(key).go({ consistent: true });
    expect(ourRead.data).toEqual(theirRead.data);
    const index = Object.keys(schema.indexes)[0];
    const partition = Object.fromEntries(Object.values(schema.indexes)[0].pk.composite.map((name) => [name, key[name]]));
    const theirQuery = await pair.theirs.query[index](partition).go({ pages: 'all' });
    const ourQuery = await pair.ours.query[index](partition).go({ pages: 'all' });
    expect(ourQuery.data).toEqual(theirQuery.data);
  });

  it('puts only the required attributes the same', async () => {
    const key = newKey(schema);
    const item = candidate(fullItem(schema, key, true));
    const [theirs, ours] = await both(pair, key, (entity) => entity.put(item).go());
    expect(ours).toEqual(theirs);
  });

  it('patches every writable attribute the same (secondary keys included)', async () => {
    const key = newKey(schema);
    const item = candidate(fullItem(schema, key, false));
    const set = changes(schema, key);
    if (Object.keys(set).length === 0) return;
    const [theirs, ours] = await both(pair, key, async (entity) => {
      await pair.theirs.put(item).go();
      await entity.patch(key).set(set).go();
    });
    expect(ours).toEqual(theirs);
  });

  it('removes the optional attributes the same', async () => {
    const key = newKey(schema);
    const item = candidate(fullItem(schema, key, false));
    const removable = Object.entries(schema.attributes)
      .filter(([name, definition]) => !(name in key) && !definition.readOnly && !definition.required)
      .map(([name]) => name);
    if (removable.length === 0) return;
    const [theirs, ours] = await both(pair, key, async (entity) => {
      await pair.theirs.put(item).go();
      await entity.patch(key).remove(removable).go();
    });
    expect(ours).toEqual(theirs);
  });

  it('upserts the same', async () => {
    const key = newKey(schema);
    const item = candidate(fullItem(schema, key, false));
    const [theirs, ours] = await both(pair, key, (entity) => entity.upsert(item).go());
    expect(ours).toEqual(theirs);
  });
});

const pair = (name: keyof typeof db.entities) => pairs.find((candidatePair) => candidatePair.name === name) as Pair;

describe('particular writes the code makes, the same as ElectroDB 3', () => {
  it("follows a person's derived attributes and sparse indexes through their writes", async () => {
    const user = pair('user');
    const key = newKey(user.schema);
    const hiringData = { regime: 'CLT', endOfSecondPeriod: '2026-12-31', workday: `Journey-${randomUUID()}`, workdayName: 'Comercial' };
    const [theirs, ours] = await both(user, key, async (entity) => {
      await entity.create({ ...fullItem(user.schema, key, true), role: 'ADMISSION_PROCESS', statusActive: 'HIRED', hiringData }).go();
      await entity.patch(key).set({ fullName: 'Júlia Nova', hiringData: { regime: 'CLT' } }).go();
      await entity.patch(key).set({ role: 'EMPLOYEE', hiringData }).go();
      await entity.patch(key).set({ phone: '11' }).remove(['statusActive', 'limitDate']).go();
    });
    expect(ours).toEqual(theirs);
    expect(ours).toMatchObject({ hiredOn: '2027-01-01', gsi5pk: '$colabora#hiredon_2027-01-01' });
    expect(ours).not.toHaveProperty('gsi1pk');
  });

  it('writes and removes the day a leave ends (a sparse index) the same', async () => {
    const activity = pair('activity');
    const key = newKey(activity.schema);
    const item = fullItem(activity.schema, key, true);
    const [theirs, ours] = await both(activity, key, async (entity) => {
      await entity.create(item).go();
      await entity.patch(key).set({ returnsOn: '2026-12-02', endedOn: '2026-12-01' }).go();
      await entity.patch(key).remove(['returnsOn']).go();
    });
    expect(ours).toEqual(theirs);
  });

  it('adds, subtracts and upserts counters the same', async () => {
    const jobRole = pair('jobRole');
    const key = newKey(jobRole.schema);
    const [theirs, ours] = await both(jobRole, key, async (entity) => {
      await entity.create(fullItem(jobRole.schema, key, true)).go();
      await entity.patch(key).add({ totalEmployees: 3 }).where(({ totalEmployees }: Untyped, { eq }: Untyped) => eq(totalEmployees, 0)).go();
      await entity.patch(key).subtract({ totalEmployees: 1 }).set({ name: 'Outro Nome' }).go();
    });
    expect(ours).toEqual(theirs);
    const total = pair('bankTotal');
    const totalKey = newKey(total.schema);
    const [theirTotal, ourTotal] = await both(total, totalKey, async (entity) => {
      await entity.upsert(totalKey).add({ minutes: 30, lines: 1 }).go();
      await entity.upsert(totalKey).add({ minutes: -10, lines: 1 }).go();
    });
    expect(ourTotal).toEqual(theirTotal);
    const counter = pair('codeCounter');
    const counterKey = newKey(counter.schema);
    const [theirCounter, ourCounter] = await both(counter, counterKey, async (entity) => {
      await entity.update(counterKey).add({ value: 1 }).go();
      await entity.update(counterKey).add({ value: 1 }).go();
    });
    expect(ourCounter).toEqual(theirCounter);
  });

  it("writes into a map attribute's entries the same", async () => {
    const roster = pair('staffRoster');
    const key = newKey(roster.schema);
    const [theirs, ours] = await both(roster, key, async (entity) => {
      await entity.create({ ...key, rows: {} }).go();
      await entity
        .patch(key)
        .data(({ rows, revision }: Untyped, { set }: Untyped) => {
          set(rows.First, '["a"]');
          set(rows['Second-Id'], '["b"]');
          set(revision, 'R1');
        })
        .go();
      await entity
        .patch(key)
        .data(({ rows }: Untyped, { remove }: Untyped) => remove(rows.First))
        .go();
    });
    expect(ours).toEqual(theirs);
  });

  it('answers a refused transaction part by part, and a refused write with the SDK error as cause', async () => {
    const company = pair('company');
    const key = newKey(company.schema);
    const item = fullItem(company.schema, key, false);
    await company.theirs.create(item).go();
    const other = fullItem(company.schema, newKey(company.schema), false);
    const theirService = new ElectroService({ company: company.theirs }, { client: documentClient, table: company.table });
    const parts = (tx: Untyped) => [tx.company.create(other).commit(), tx.company.create(item).commit()];
    const theirs = await theirService.transaction.write(parts).go();
    const ours = await db.transaction.write(parts).go();
    const outcome = ({ canceled, data }: Untyped) => ({ canceled, data: data.map(({ rejected, code }: Untyped) => ({ rejected, code })) });
    expect(outcome(ours)).toEqual(outcome(theirs));
    expect(outcome(ours)).toEqual({ canceled: true, data: [{ rejected: false, code: 'None' }, { rejected: true, code: 'ConditionalCheckFailed' }] });
    const refused = await company.ours
      .create(item)
      .go()
      .catch((error: unknown) => error);
    expect((refused as { cause?: { name?: string } }).cause?.name).toBe('ConditionalCheckFailedException');
  });
});

describe('reads, the same as ElectroDB 3', () => {
  const punch = pair('punch');
  const companyId = `Company-${randomUUID()}`;
  const userId = `User-${randomUUID()}`;
  const days = ['2026-11-01', '2026-11-02', '2026-11-03', '2026-11-10', '2026-12-01'];

  beforeAll(async () => {
    const base = fullItem(punch.schema, { companyId, userId, nsr: 0, day: '', punchedAt: '' }, false);
    await punch.theirs
      .put(days.map((day, index) => ({ ...base, companyId, userId, nsr: index + 1, day, punchedAt: `${day}T08:0${index}:00-03:00` })))
      .go();
  });

  const both = async (build: (entity: Untyped) => Untyped, options: object = {}) => {
    const theirs = await build(punch.theirs).go(options);
    const ours = await build(punch.ours).go(options);
    return [theirs, ours] as const;
  };
  const person = (entity: Untyped) => entity.query.personPunches({ companyId, userId });

  it.each([
    ['whole partition', (entity: Untyped) => person(entity)],
    ['begins', (entity: Untyped) => person(entity).begins({ day: '2026-11-0' })],
    ['between', (entity: Untyped) => person(entity).between({ day: '2026-11-02' }, { day: '2026-11-10' })],
    ['gt', (entity: Untyped) => person(entity).gt({ day: '2026-11-02' })],
    ['gte', (entity: Untyped) => person(entity).gte({ day: '2026-11-02' })],
    ['lt', (entity: Untyped) => person(entity).lt({ day: '2026-11-03' })],
    ['lte', (entity: Untyped) => person(entity).lte({ day: '2026-11-03' })],
    ['partial sort key', (entity: Untyped) => entity.query.personPunches({ companyId, userId, day: '2026-11-10' })],
    ['an index', (entity: Untyped) => entity.query.companyPunches({ companyId })],
    [
      'where',
      (entity: Untyped) =>
        person(entity).where(({ nsr }: Untyped, { gt }: Untyped) => gt(nsr, 2)),
    ],
  ])('%s', async (_, build) => {
    const [theirs, ours] = await both(build, { pages: 'all' });
    expect(ours.data).toEqual(theirs.data);
    expect(ours.data.length).toBeGreaterThan(0);
  });

  it('projects, orders, limits and pages the same; the cursors are interchangeable', async () => {
    const [theirs, ours] = await both(person, { attributes: ['nsr', 'day'], order: 'desc', limit: 2 });
    expect(ours.data).toEqual(theirs.data);
    expect(ours.cursor).toEqual(theirs.cursor);
    const [theirNext, ourNext] = await both(person, { order: 'desc', limit: 2, cursor: ours.cursor });
    expect(ourNext.data).toEqual(theirNext.data);
    expect(ourNext.data).toHaveLength(2);
  });
});
