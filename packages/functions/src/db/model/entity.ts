import {
  BatchGetCommand,
  BatchWriteCommand,
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import { AttributeSet } from './attributes';
import { ExpressionNames, allOf, attributeRefs, pathOf, whereOperations } from './expression';
import { KeyFormat } from './keys';
import type {
  DataCallback,
  ItemOf,
  KeyOf,
  PutItem,
  QueryKeys,
  Schema,
  SetItem,
  UpsertItem,
  WhereCallback,
} from './types';
import { UpdateExpression, updateKeys, putKeys } from './update';

type Item = Record<string, unknown>;

/** The markers that say which entity (and version) wrote an item: reads skip items of other entities. */
const ENTITY_FIELD = '__edb_e__';
const VERSION_FIELD = '__edb_v__';

/** A write or read DynamoDB refused; `cause` is the SDK's error (its `name`: ConditionalCheckFailedException, …). */
export class DbError extends Error {
  override name = 'DbError';
}

async function send<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw new DbError(`Error thrown by DynamoDB client: "${(error as Error).message}"`, { cause: error });
  }
}

/** One part of a transaction (`.commit()`), as TransactWriteItems takes it. */
export type TransactionPart =
  | { Put: Item & { TableName: string } }
  | { Update: Item & { TableName: string } }
  | { Delete: Item & { TableName: string } }
  | { ConditionCheck: Item & { TableName: string } };

export interface ReadOptions<A extends string = string> {
  consistent?: boolean;
  attributes?: readonly A[];
}
export interface QueryOptions<A extends string = string> extends ReadOptions<A> {
  pages?: 'all' | number;
  order?: 'asc' | 'desc';
  limit?: number;
  cursor?: string | null;
}
export interface WriteOptions {
  response?: 'none' | 'default';
}

export interface Binding {
  client: DynamoDBDocumentClient;
  table: string;
}

const encodeCursor = (key: Item | undefined) => (key ? Buffer.from(JSON.stringify(key)).toString('base64url') : null);
const decodeCursor = (cursor: string | null | undefined) => (cursor ? (JSON.parse(Buffer.from(cursor, 'base64url').toString()) as Item) : undefined);

/**
 * An entity over the single table: its items' attributes, keys and access patterns from one declaration
 * (db/entities/*), read and written with the calls ElectroDB offered for it.
 */
export class Entity<const S extends Schema> {
  readonly attributes: AttributeSet;
  readonly keys: KeyFormat;
  /** Set by the service that holds the entity. */
  binding: Binding | undefined;
  readonly query: { [N in keyof QueryKeys<S>]: (keys: QueryKeys<S>[N]['keys']) => Query<S, QueryKeys<S>[N]['sort']> };

  constructor(readonly schema: S) {
    this.attributes = new AttributeSet(schema.attributes);
    this.keys = new KeyFormat(schema, this.attributes);
    this.query = Object.fromEntries(
      this.keys.indexes.map((index) => [index.name, (keys: Item) => new Query(this, index.name, keys)]),
    ) as unknown as Entity<S>['query'];
  }

  get name(): string {
    return this.schema.model.entity;
  }

  bound(): Binding {
    if (!this.binding) throw new Error(`entity ${this.name} is not in a service`);
    return this.binding;
  }

  owns(item: Item): boolean {
    return item[ENTITY_FIELD] === this.name && item[VERSION_FIELD] === this.schema.model.version;
  }

  markers(): Item {
    return { [ENTITY_FIELD]: this.name, [VERSION_FIELD]: this.schema.model.version };
  }

  /** A stored item as its attributes, or null when another entity wrote it. */
  read(stored: Item | undefined, attributes?: readonly string[]): ItemOf<S> | null {
    if (!stored || !this.owns(stored)) return null;
    return this.attributes.fromFields(stored, attributes && new Set(attributes)) as ItemOf<S>;
  }

  projection(expression: ExpressionNames, attributes: readonly string[] | undefined): Item {
    if (!attributes || attributes.length === 0) return {};
    const fields = [...attributes.map((name) => this.attributes.field(name)), ENTITY_FIELD, VERSION_FIELD];
    return { ProjectionExpression: [...new Set(fields)].map((field) => expression.name([field])).join(', ') };
  }

  /** The `attribute_exists` (or not) of the table key: an item is there, or not. */
  existence(expression: ExpressionNames, exists: boolean): string {
    const test = exists ? 'attribute_exists' : 'attribute_not_exists';
    const { pk, sk } = this.keys.main;
    return `${test}(${expression.name([pk.field])}) AND ${test}(${expression.name([sk.field])})`;
  }

  get(key: KeyOf<S>): Get<S>;
  get(keys: readonly KeyOf<S>[]): BatchGet<S>;
  get(key: KeyOf<S> | readonly KeyOf<S>[]): Get<S> | BatchGet<S> {
    return Array.isArray(key) ? new BatchGet(this, key as readonly KeyOf<S>[]) : new Get(this, key as KeyOf<S>);
  }

  /** Writes a new item; refused (ConditionalCheckFailed) when one with its key exists. */
  create(item: PutItem<S>): Put<S> {
    return new Put(this, item, true);
  }

  /** Writes the item whole, replacing any with its key; an array is written in batches. */
  put(item: PutItem<S>): Put<S>;
  put(items: readonly PutItem<S>[]): BatchPut<S>;
  put(item: PutItem<S> | readonly PutItem<S>[]): Put<S> | BatchPut<S> {
    return Array.isArray(item) ? new BatchPut(this, item as readonly PutItem<S>[]) : new Put(this, item as PutItem<S>, false);
  }

  /** A transaction's condition on an item it does not write. */
  check(key: KeyOf<S>): Check<S> {
    return new Check(this, key);
  }

  /** Changes an existing item; refused (ConditionalCheckFailed) when there is none. */
  patch(key: KeyOf<S>): Update<S> {
    return new Update(this, key, 'patch');
  }

  /** Changes the item, creating it with only what is written when there is none. */
  update(key: KeyOf<S>): Update<S> {
    return new Update(this, key, 'update');
  }

  /** Writes an item whether or not it exists; read-only attributes keep their first value. */
  upsert(item: PutItem<S> | (KeyOf<S> & UpsertItem<S>)): Update<S> {
    return new Update(this, item as KeyOf<S>, 'upsert', item as Item);
  }

  delete(key: KeyOf<S>): Delete<S> {
    return new Delete(this, key, false);
  }

  /** Deletes an existing item; refused (ConditionalCheckFailed) when there is none. */
  remove(key: KeyOf<S>): Delete<S> {
    return new Delete(this, key, true);
  }
}

/** Conditions from `where` callbacks, over the item's attributes by their stored names. */
abstract class Conditional<S extends Schema> {
  protected readonly conditions: WhereCallback<ItemOf<S>>[] = [];

  constructor(protected readonly entity: Entity<S>) {}

  where(condition: WhereCallback<ItemOf<S>>): this {
    this.conditions.push(condition);
    return this;
  }

  protected condition(expression: ExpressionNames, own: string[] = []): string | undefined {
    const refs = attributeRefs((name) => this.entity.attributes.field(name));
    const operations = whereOperations(expression);
    return allOf([...own, ...this.conditions.map((where) => where(refs as never, operations))]);
  }
}

abstract class Write<S extends Schema> extends Conditional<S> {
  /** The request's parameters (without TableName), or the validation error to throw when it is sent. */
  protected abstract build(): Item;
  protected abstract readonly kind: 'Put' | 'Update' | 'Delete' | 'ConditionCheck';

  params(): Item {
    return { ...this.build(), TableName: this.entity.bound().table };
  }

  commit(): TransactionPart {
    const params = this.params();
    delete params.ReturnValues;
    return { [this.kind]: params } as TransactionPart;
  }

  async go(options: WriteOptions = {}): Promise<{ data: ItemOf<S> | null }> {
    const params = this.params();
    const { client } = this.entity.bound();
    const command =
      this.kind === 'Put' ? new PutCommand(params as never) : this.kind === 'Update' ? new UpdateCommand(params as never) : new DeleteCommand(params as never);
    await send(() => client.send(command as never));
    const written = this.kind === 'Put' && options.response !== 'none' ? this.entity.read(params.Item as Item) : null;
    return { data: written };
  }
}

export class Put<S extends Schema> extends Write<S> {
  protected readonly kind = 'Put';

  constructor(
    entity: Entity<S>,
    private readonly item: PutItem<S>,
    private readonly onlyNew: boolean,
  ) {
    super(entity);
  }

  protected build(): Item {
    const { attributes, keys } = this.entity;
    const record = attributes.applySetters(attributes.forCreate(this.item as Item));
    const { written } = putKeys(keys, record);
    const expression = new ExpressionNames();
    const condition = this.condition(expression, this.onlyNew ? [this.entity.existence(expression, false)] : []);
    return {
      Item: { ...attributes.toFields(record), ...written, ...keys.tableKey(record), ...this.entity.markers() },
      ...(condition ? { ConditionExpression: condition } : {}),
      ...expression.params(),
    };
  }
}

type Operation = 'add' | 'subtract' | 'append' | 'delete';

export class Update<S extends Schema> extends Write<S> {
  protected readonly kind = 'Update';
  private readonly sets: Item = {};
  private readonly operations: { operation: Operation; name: string; value: unknown }[] = [];
  private readonly removed: string[] = [];
  private readonly paths: ((expression: UpdateExpression) => void)[] = [];

  constructor(
    entity: Entity<S>,
    private readonly key: KeyOf<S>,
    private readonly mode: 'patch' | 'update' | 'upsert',
    upserted: Item = {},
  ) {
    super(entity);
    Object.assign(this.sets, upserted);
  }

  set(values: SetItem<S>): this {
    this.entity.attributes.forUpdate(values as Item, this.mode === 'upsert');
    Object.assign(this.sets, values);
    return this;
  }

  private operate(operation: Operation, values: Item): this {
    this.entity.attributes.forUpdate(values, this.mode === 'upsert');
    for (const [name, value] of Object.entries(values)) this.operations.push({ operation, name, value });
    return this;
  }

  /** Adds to a number (or to a set). */
  add(values: Partial<Record<keyof SetItem<S>, number>> | UpsertItem<S>): this {
    return this.operate('add', values as Item);
  }

  subtract(values: Partial<Record<keyof SetItem<S>, number>>): this {
    return this.operate('subtract', values as Item);
  }

  append(values: SetItem<S>): this {
    return this.operate('append', values as Item);
  }

  /** Takes elements out of a set. */
  delete(values: SetItem<S>): this {
    return this.operate('delete', values as Item);
  }

  remove(names: readonly (keyof SetItem<S> & string)[]): this {
    this.entity.attributes.forRemove(names);
    this.removed.push(...names);
    return this;
  }

  /** Writes into attributes' insides: `data(({ rows }, { set, remove }) => set(rows[id], row))`. */
  data(change: DataCallback<ItemOf<S>>): this {
    const refs = attributeRefs((name) => {
      if (this.entity.attributes.definition(name).readOnly) throw new Error(`Attribute "${name}" is read-only and cannot be updated`);
      return this.entity.attributes.field(name);
    });
    change(refs as never, {
      set: (attribute, value) => this.paths.push((expression) => expression.set(pathOf(attribute), value)),
      remove: (attribute) => this.paths.push((expression) => expression.remove(pathOf(attribute))),
    });
    return this;
  }

  protected build(): Item {
    const { keys } = this.entity;
    const expression = new UpdateExpression();
    const keyValues = keys.keyValues(this.key as Item);
    if (this.mode === 'upsert') this.buildUpsert(expression, keyValues);
    else this.buildUpdate(expression, keyValues);
    for (const write of this.paths) write(expression);
    for (const [name, value] of Object.entries(this.entity.markers())) expression.set([name], value);
    const condition = this.condition(expression.names, this.mode === 'patch' ? [this.entity.existence(expression.names, true)] : []);
    return {
      Key: keys.tableKey(this.key as Item),
      UpdateExpression: expression.build(),
      ...(condition ? { ConditionExpression: condition } : {}),
      ...expression.names.params(),
    };
  }

  private allValues(): Item {
    return { ...this.sets, ...Object.fromEntries(this.operations.map(({ name, value }) => [name, value])) };
  }

  private buildUpdate(expression: UpdateExpression, keyValues: Item): void {
    const { attributes, keys } = this.entity;
    const changed: Item = {};
    for (const [name, value] of Object.entries(this.allValues())) {
      if (!(name in keyValues) && !attributes.readOnly.has(name)) changed[name] = value;
    }
    const prepared = attributes.applySetters(changed);
    const operated = new Map(this.operations.map(({ name, operation }) => [name, operation]));
    for (const [name, value] of Object.entries(prepared)) {
      if (value === undefined) continue;
      const operation = operated.get(name);
      const field = [attributes.field(name)];
      if (operation) expression[operation](field, value);
      else expression.set(field, value);
    }
    for (const name of this.removed) expression.remove([attributes.field(name)]);
    const { written, removed } = updateKeys(keys, prepared, this.removed, keyValues);
    for (const [field, value] of Object.entries(written)) expression.set([field], value);
    for (const field of removed) expression.remove([field]);
    this.setKeyAttributes(expression, keyValues);
  }

  /** The table key's attributes are written too, so an update that creates the item has them. */
  private setKeyAttributes(expression: UpdateExpression, keyValues: Item): void {
    const { pk, sk } = this.entity.keys.main;
    for (const [name, value] of Object.entries(keyValues)) {
      const field = this.entity.attributes.field(name);
      if (value !== undefined && field !== pk.field && field !== sk.field) expression.set([field], value);
    }
  }

  private buildUpsert(expression: UpdateExpression, keyValues: Item): void {
    const { attributes, keys } = this.entity;
    const all = this.allValues();
    const applied = attributes.applySetters(attributes.forCreate(all));
    const operated = new Map(this.operations.map(({ name, operation }) => [name, operation]));
    const setValues: Item = {};
    for (const [name, value] of Object.entries(applied)) {
      if (value !== undefined && !operated.has(name)) setValues[name] = value;
    }
    const { written, removed } = putKeys(keys, { ...keyValues, ...setValues });
    const indexed = new Set(keys.indexes.flatMap((index) => index.composites));
    for (const [name, value] of Object.entries(setValues)) {
      const field = [attributes.field(name)];
      if (attributes.readOnly.has(name) && !indexed.has(name)) expression.setIfAbsent(field, value);
      else expression.set(field, value);
    }
    const { pk, sk } = keys.main;
    for (const [field, value] of Object.entries(written)) if (field !== pk.field && field !== sk.field) expression.set([field], value);
    for (const field of removed) expression.remove([field]);
    for (const { name, operation } of this.operations) {
      const value = applied[name];
      if (value !== undefined) expression[operation]([attributes.field(name)], value);
    }
  }
}

export class Delete<S extends Schema> extends Write<S> {
  protected readonly kind = 'Delete';

  constructor(
    entity: Entity<S>,
    private readonly key: KeyOf<S>,
    private readonly onlyExisting: boolean,
  ) {
    super(entity);
  }

  protected build(): Item {
    const expression = new ExpressionNames();
    const condition = this.condition(expression, this.onlyExisting ? [this.entity.existence(expression, true)] : []);
    return {
      Key: this.entity.keys.tableKey(this.key as Item),
      ...(condition ? { ConditionExpression: condition } : {}),
      ...expression.params(),
    };
  }
}

export class Check<S extends Schema> extends Write<S> {
  protected readonly kind = 'ConditionCheck';

  constructor(
    entity: Entity<S>,
    private readonly key: KeyOf<S>,
  ) {
    super(entity);
  }

  protected build(): Item {
    const expression = new ExpressionNames();
    return { Key: this.entity.keys.tableKey(this.key as Item), ConditionExpression: this.condition(expression), ...expression.params() };
  }
}

const BATCH = 25;

/** Many puts, 25 a request (`concurrent` requests at once), each request sent again for what DynamoDB left. */
export class BatchPut<S extends Schema> {
  constructor(
    private readonly entity: Entity<S>,
    private readonly items: readonly PutItem<S>[],
  ) {}

  async go({ concurrent = 1 }: { concurrent?: number } = {}): Promise<{ unprocessed: [] }> {
    const { client, table } = this.entity.bound();
    const requests = this.items.map((item) => ({ PutRequest: { Item: (new Put(this.entity, item, false).params() as { Item: Item }).Item } }));
    const batches: (typeof requests)[] = [];
    for (let start = 0; start < requests.length; start += BATCH) batches.push(requests.slice(start, start + BATCH));
    const next = async (): Promise<void> => {
      const batch = batches.shift();
      if (!batch) return;
      let left: unknown[] = batch;
      for (let attempt = 0; left.length > 0; attempt += 1) {
        if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(1000, 50 * 2 ** attempt)));
        const answer = await send(() => client.send(new BatchWriteCommand({ RequestItems: { [table]: left } } as never)));
        left = answer.UnprocessedItems?.[table] ?? [];
      }
      return next();
    };
    await Promise.all(Array.from({ length: Math.max(1, concurrent) }, next));
    return { unprocessed: [] };
  }
}

export class Get<S extends Schema> {
  constructor(
    private readonly entity: Entity<S>,
    private readonly key: KeyOf<S>,
  ) {}

  params(options: ReadOptions = {}): Item & { TableName: string; Key: Record<string, string> } {
    const expression = new ExpressionNames();
    return {
      TableName: this.entity.bound().table,
      Key: this.entity.keys.tableKey(this.key as Item),
      ...(options.consistent ? { ConsistentRead: true } : {}),
      ...this.entity.projection(expression, options.attributes),
      ...expression.params(),
    };
  }

  async go(options: ReadOptions<keyof ItemOf<S> & string> = {}): Promise<{ data: ItemOf<S> | null }> {
    const { client } = this.entity.bound();
    const { Item: stored } = await send(() => client.send(new GetCommand(this.params(options) as never)));
    return { data: this.entity.read(stored, options.attributes) };
  }
}

export class BatchGet<S extends Schema> {
  constructor(
    private readonly entity: Entity<S>,
    private readonly keys: readonly KeyOf<S>[],
  ) {}

  /** The items found (in no particular order) and the keys DynamoDB left for a later call. */
  async go(options: ReadOptions<keyof ItemOf<S> & string> = {}): Promise<{ data: ItemOf<S>[]; unprocessed: KeyOf<S>[] }> {
    const { client, table } = this.entity.bound();
    const byKey = new Map(this.keys.map((key) => [JSON.stringify(this.entity.keys.tableKey(key as Item)), key]));
    const expression = new ExpressionNames();
    const request = {
      Keys: [...byKey.keys()].map((key) => JSON.parse(key) as Item),
      ...(options.consistent ? { ConsistentRead: true } : {}),
      ...this.entity.projection(expression, options.attributes),
      ...expression.params(),
    };
    const { pk, sk } = this.entity.keys.main;
    const answer = await send(() => client.send(new BatchGetCommand({ RequestItems: { [table]: request } } as never)));
    const data = (answer.Responses?.[table] ?? []).flatMap((stored) => this.entity.read(stored, options.attributes) ?? []);
    const left = (answer.UnprocessedKeys?.[table]?.Keys ?? []) as Item[];
    const unprocessed = left.map((key) => byKey.get(JSON.stringify({ [pk.field]: key[pk.field], [sk.field]: key[sk.field] })) as KeyOf<S>);
    return { data, unprocessed };
  }
}

type Comparison = 'begins' | 'between' | 'gt' | 'gte' | 'lt' | 'lte';
const COMPARISONS: Record<Exclude<Comparison, 'begins' | 'between'>, string> = { gt: '>', gte: '>=', lt: '<', lte: '<=' };

export class Query<S extends Schema, SortKeys> extends Conditional<S> {
  private comparison: { type: Comparison; values: Item[] } | undefined;

  constructor(
    entity: Entity<S>,
    private readonly indexName: string,
    private readonly keys: Item,
  ) {
    super(entity);
  }

  private compare(type: Comparison, ...values: SortKeys[]): this {
    this.comparison = { type, values: values as Item[] };
    return this;
  }

  begins(values: SortKeys): this {
    return this.compare('begins', values);
  }
  between(from: SortKeys, to: SortKeys): this {
    return this.compare('between', from, to);
  }
  gt(values: SortKeys): this {
    return this.compare('gt', values);
  }
  gte(values: SortKeys): this {
    return this.compare('gte', values);
  }
  lt(values: SortKeys): this {
    return this.compare('lt', values);
  }
  lte(values: SortKeys): this {
    return this.compare('lte', values);
  }

  params(options: QueryOptions = {}): Item & { TableName: string; KeyConditionExpression: string } {
    const index = this.entity.keys.byName(this.indexName);
    const formats = this.entity.keys;
    const expression = new ExpressionNames();
    const partition = formats.compose('pk', index.pk.composite, this.keys);
    if (!partition.complete) throw new Error(`Incomplete partition key for ${this.indexName}`);
    const pk = `${expression.name([index.pk.field])} = ${expression.value(partition.key)}`;
    const field = expression.name([index.sk.field]);
    let sk: string;
    if (this.comparison) {
      const [from, to] = this.comparison.values.map((values) => formats.compose('sk', index.sk.composite, { ...this.keys, ...values }, false).key);
      const { type } = this.comparison;
      if (type === 'begins') sk = `begins_with(${field}, ${expression.value(from)})`;
      else if (type === 'between') sk = `${field} BETWEEN ${expression.value(from)} AND ${expression.value(to)}`;
      else sk = `${field} ${COMPARISONS[type]} ${expression.value(from)}`;
    } else {
      const sort = formats.compose('sk', index.sk.composite, this.keys);
      sk = sort.complete ? `${field} = ${expression.value(sort.key)}` : `begins_with(${field}, ${expression.value(sort.key)})`;
    }
    const filter = this.condition(expression);
    return {
      TableName: this.entity.bound().table,
      ...(index.index ? { IndexName: index.index } : {}),
      KeyConditionExpression: `${pk} AND ${sk}`,
      ...(filter ? { FilterExpression: filter } : {}),
      ...(options.consistent ? { ConsistentRead: true } : {}),
      ...(options.order === 'desc' ? { ScanIndexForward: false } : {}),
      ...this.entity.projection(expression, options.attributes),
      ...expression.params(),
    };
  }

  /**
   * The items of the entity that match, page by page: one page, `pages` pages or all of them, or until `limit`
   * items; `cursor` (opaque) continues where the last answer stopped.
   */
  async go(options: QueryOptions<keyof ItemOf<S> & string> = {}): Promise<{ data: ItemOf<S>[]; cursor: string | null }> {
    const { client } = this.entity.bound();
    const params = this.params(options);
    const pages = options.pages === 'all' ? Infinity : (options.pages ?? 1);
    const data: ItemOf<S>[] = [];
    let start = decodeCursor(options.cursor);
    for (let page = 0; ; page += 1) {
      const limit = options.limit === undefined ? undefined : options.limit - data.length;
      const answer = await send(() =>
        client.send(new QueryCommand({ ...params, ...(start ? { ExclusiveStartKey: start } : {}), ...(limit ? { Limit: limit } : {}) } as never)),
      );
      for (const stored of answer.Items ?? []) {
        const item = this.entity.read(stored, options.attributes);
        if (item) data.push(item);
      }
      start = answer.LastEvaluatedKey;
      const full = options.limit !== undefined && data.length >= options.limit;
      if (!start || full || (options.limit === undefined && page + 1 >= pages)) break;
    }
    return { data, cursor: encodeCursor(start) };
  }
}

/** An item of the entity as stored and read (ElectroDB's `EntityItem`). */
export type EntityItem<E> = E extends Entity<infer S> ? ItemOf<S> : never;
