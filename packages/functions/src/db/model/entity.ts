import { BatchGet, Get, Query } from './read';
import { EntityTable, type Item } from './table';
import type { ItemOf, KeyOf, PutItem, QueryKeys, Schema, UpsertItem } from './types';
import { BatchPut, Check, Delete, Put, Update } from './write';

/**
 * An entity over the single table: its items' attributes, keys and access patterns from one declaration
 * (db/entities/*), read and written with the calls ElectroDB offered for it.
 */
export class Entity<const S extends Schema> extends EntityTable<S> {
  readonly query: { [N in keyof QueryKeys<S>]: (keys: QueryKeys<S>[N]['keys']) => Query<S, QueryKeys<S>[N]['sort']> };

  constructor(schema: S) {
    super(schema);
    this.query = Object.fromEntries(
      this.keys.indexes.map((index) => [index.name, (keys: Item) => new Query(this, index.name, keys)]),
    ) as unknown as Entity<S>['query'];
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

/** An item of the entity as stored and read (ElectroDB's `EntityItem`). */
export type EntityItem<E> = E extends Entity<infer S> ? ItemOf<S> : never;
