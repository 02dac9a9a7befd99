import { BatchWriteCommand, DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ExpressionNames, pathOf, attributeRefs } from './expression';
import { send, type EntityTable, type Item } from './table';
import type { DataCallback, ItemOf, KeyOf, PutItem, Schema, SetItem, UpsertItem } from './types';
import { UpdateExpression, putKeys, updateKeys } from './update';
import { Conditional } from './where';

/** One part of a transaction (`.commit()`), as TransactWriteItems takes it. */
export type TransactionPart =
  | { Put: Item & { TableName: string } }
  | { Update: Item & { TableName: string } }
  | { Delete: Item & { TableName: string } }
  | { ConditionCheck: Item & { TableName: string } };

interface WriteOptions {
  response?: 'none' | 'default';
}

abstract class Write<S extends Schema> extends Conditional<S> {
  /** The request's parameters, without TableName; throws when the item breaks its declaration. */
  protected abstract build(): Item;
  protected abstract readonly kind: 'Put' | 'Update' | 'Delete' | 'ConditionCheck';

  params(): Item {
    return { ...this.build(), TableName: this.entity.bound().table };
  }

  /** This write as a part of `db.transaction.write`. */
  commit(): TransactionPart {
    return { [this.kind]: this.params() } as TransactionPart;
  }

  async go(options: WriteOptions = {}): Promise<{ data: ItemOf<S> | null }> {
    if (this.kind === 'ConditionCheck') throw new Error('a condition check is a part of a transaction: commit() it');
    const params = this.params();
    const { client } = this.entity.bound();
    const Command = { Put: PutCommand, Update: UpdateCommand, Delete: DeleteCommand }[this.kind];
    await send(() => client.send(new Command(params as never) as never));
    const written = this.kind === 'Put' && options.response !== 'none' ? this.entity.read(params.Item as Item) : null;
    return { data: written };
  }
}

export class Put<S extends Schema> extends Write<S> {
  protected readonly kind = 'Put';

  constructor(
    entity: EntityTable<S>,
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
    entity: EntityTable<S>,
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
    entity: EntityTable<S>,
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
    entity: EntityTable<S>,
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
    private readonly entity: EntityTable<S>,
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
