import { randomUUID } from 'node:crypto';
import { DeleteCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
// The ElectroDB runtime this layer replaced (a devDependency, for this test only): items must stay byte-for-byte the same.
import { Entity as ElectroEntity } from 'electrodb';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { config } from '../../config';
import { documentClient } from '../client';
import { db } from '../service';
import type { AttributeDefinition, Schema } from './types';

type Item = Record<string, unknown>;

const table = config.tableName;
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

interface Pair {
  name: string;
  ours: (typeof db.entities)[keyof typeof db.entities];
  theirs: ElectroEntity<string, string, string, never>;
  schema: Schema;
}

const pairs: Pair[] = Object.entries(db.entities).map(([name, ours]) => {
  const schema = ours.schema as unknown as Schema;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- ElectroDB's own types are not needed to drive it
  const theirs = new ElectroEntity(schema as any, { client: documentClient, table }) as any;
  return { name, ours, theirs, schema };
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
  const Key = pair.ours.keys.tableKey(key);
  const { Item } = await documentClient.send(new GetCommand({ TableName: table, Key, ConsistentRead: true }));
  return Item;
}

async function clear(pair: Pair, key: Item): Promise<void> {
  await documentClient.send(new DeleteCommand({ TableName: table, Key: pair.ours.keys.tableKey(key) }));
}

/** Runs the same writes with each implementation on the same key and answers both raw items. */
async function both(pair: Pair, key: Item, write: (entity: Pair['theirs'], ours: boolean) => Promise<unknown>): Promise<[Item | undefined, Item | undefined]> {
  await clear(pair, key);
  await write(pair.theirs, false);
  const theirs = await raw(pair, key);
  await clear(pair, key);
  await write(pair.ours as unknown as Pair['theirs'], true);
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
    const ourRead = await pair.ours.get(key as never).go({ consistent: true });
    expect(ourRead.data).toEqual(theirRead.data);
    const index = Object.keys(schema.indexes)[0];
    const partition = Object.fromEntries(Object.values(schema.indexes)[0].pk.composite.map((name) => [name, key[name]]));
    const theirQuery = await pair.theirs.query[index](partition).go({ pages: 'all' });
    const ourQuery = await (pair.ours.query as Record<string, (keys: Item) => { go: (o: object) => Promise<{ data: unknown[] }> }>)[index](partition).go({ pages: 'all' });
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
