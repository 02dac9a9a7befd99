import { BatchGetCommand, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ExpressionNames } from './expression';
import { send, type EntityTable, type Item } from './table';
import type { ItemOf, KeyOf, Schema } from './types';
import { Conditional } from './where';

interface ReadOptions<A extends string = string> {
  consistent?: boolean;
  attributes?: readonly A[];
}
interface QueryOptions<A extends string = string> extends ReadOptions<A> {
  pages?: 'all' | number;
  order?: 'asc' | 'desc';
  limit?: number;
  cursor?: string | null;
}

/** Cursors are opaque: the last key read, as ElectroDB wrote them (a page's cursor reads the same across versions). */
const encodeCursor = (key: Item | undefined) => (key ? Buffer.from(JSON.stringify(key)).toString('base64url') : null);
const decodeCursor = (cursor: string | null | undefined) => (cursor ? (JSON.parse(Buffer.from(cursor, 'base64url').toString()) as Item) : undefined);

export class Get<S extends Schema> {
  constructor(
    private readonly entity: EntityTable<S>,
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
    private readonly entity: EntityTable<S>,
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
    entity: EntityTable<S>,
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

  /**
   * The items that match, read a page of `limit` at a time as the caller takes them: a caller that stops early reads
   * no further page, and none holds them all (the AFD's streams of a company's records).
   */
  async *each(options: Omit<QueryOptions<keyof ItemOf<S> & string>, 'pages' | 'cursor'> = {}): AsyncGenerator<ItemOf<S>> {
    let cursor: string | null = null;
    do {
      const page = await this.go({ ...options, cursor });
      yield* page.data;
      cursor = page.cursor;
    } while (cursor);
  }
}
