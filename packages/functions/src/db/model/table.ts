import { AttributeSet } from './attributes';
import type { ExpressionNames } from './expression';
import { KeyFormat } from './keys';
import type { ItemOf, Schema } from './types';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export type Item = Record<string, unknown>;

/** The markers that say which entity (and version) wrote an item: reads skip items of other entities. */
const ENTITY_FIELD = '__edb_e__';
const VERSION_FIELD = '__edb_v__';

/** A write or read DynamoDB refused; `cause` is the SDK's error (its `name`: ConditionalCheckFailedException, …). */
export class DbError extends Error {
  override name = 'DbError';
}

/** The SDK's error as a DbError, with it as the cause. */
export function refusal(error: unknown): DbError {
  return new DbError(`Error thrown by DynamoDB client: "${(error as Error).message}"`, { cause: error });
}

/** Sends a request, its refusal as a DbError. */
export async function send<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw refusal(error);
  }
}

export interface Binding {
  client: DynamoDBDocumentClient;
  table: string;
}

/** An entity's items as stored: attributes, keys, the markers of ownership and the table it is bound to. */
export class EntityTable<S extends Schema> {
  readonly attributes: AttributeSet;
  readonly keys: KeyFormat;
  /** Set by the service that holds the entity. */
  binding: Binding | undefined;

  constructor(readonly schema: S) {
    this.attributes = new AttributeSet(schema.attributes);
    this.keys = new KeyFormat(schema, this.attributes);
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
}
