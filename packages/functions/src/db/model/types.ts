// The declaration format of an entity (ElectroDB's, kept: db/entities/* are the only place keys exist) and the
// item types inferred from it. Runtime in ./entity.ts.

declare const custom: unique symbol;
/** A stored-as-is attribute typed `T` (ElectroDB's `CustomAttributeType<T>('any')`): its base type at runtime. */
export type CustomType<T> = 'any' & { readonly [custom]?: T };
export function CustomAttributeType<T>(base: 'any' | 'string' | 'number'): CustomType<T> {
  return base as CustomType<T>;
}

export interface AttributeDefinition {
  readonly type: 'string' | 'number' | 'boolean' | 'any' | 'map' | 'list' | 'set' | readonly string[];
  readonly required?: boolean;
  readonly readOnly?: boolean;
  readonly default?: unknown;
  readonly validate?: (value: never) => boolean;
  /** The stored attribute's name when it is not the attribute's. */
  readonly field?: string;
  /** In keys only: the value left-padded to `length` with `char`. */
  readonly padding?: { readonly length: number; readonly char: string };
  /** Derived attributes: `set` runs again whenever one of these is written. */
  readonly watch?: readonly string[];
  readonly set?: (value: never, item: never) => unknown;
  readonly properties?: Readonly<Record<string, AttributeDefinition>>;
  readonly items?: AttributeDefinition;
}

export type Attributes = Readonly<Record<string, AttributeDefinition>>;

export interface KeyDefinition {
  readonly field: string;
  readonly composite: readonly string[];
}

export interface IndexDefinition {
  /** The GSI; absent for the table's own key. */
  readonly index?: string;
  /** A sparse index: its keys are written only while this holds. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each index names the attributes it reads
  readonly condition?: (attributes: Readonly<Record<string, any>>) => boolean;
  readonly pk: KeyDefinition;
  readonly sk: KeyDefinition;
}

export interface Schema<A extends Attributes = Attributes> {
  readonly model: { readonly entity: string; readonly version: string; readonly service: string };
  readonly attributes: A;
  readonly indexes: Readonly<Record<string, IndexDefinition>>;
}

type Simplify<T> = { [K in keyof T]: T[K] } & {};

/** The value an attribute holds. */
export type ValueOf<D> = D extends { type: CustomType<infer T> }
  ? string extends T
    ? unknown extends T
      ? AnyValue<D>
      : T
    : T
  : AnyValue<D>;
type AnyValue<D> = D extends { type: infer T }
  ? T extends readonly (infer E)[]
    ? E
    : T extends 'string'
      ? string
      : T extends 'number'
        ? number
        : T extends 'boolean'
          ? boolean
          : T extends 'map'
            ? D extends { properties: infer P extends Attributes }
              ? MapValue<P>
              : Record<string, unknown>
            : T extends 'list' | 'set'
              ? D extends { items: infer I }
                ? ValueOf<I>[]
                : unknown[]
              : // eslint-disable-next-line @typescript-eslint/no-explicit-any -- ElectroDB's 'any': stored as given
                any
  : never;

type RequiredNames<A> = { [K in keyof A]: A[K] extends { required: true } ? K : never }[keyof A];
type MapValue<P extends Attributes> = Simplify<
  { [K in RequiredNames<P>]: ValueOf<P[K]> } & { [K in Exclude<keyof P, RequiredNames<P>>]?: ValueOf<P[K]> }
>;

export type AttributesOf<S> = S extends { attributes: infer A extends Attributes } ? A : never;
type IndexesOf<S> = S extends { indexes: infer I } ? I : never;

/** An item as stored and read: required attributes present, the others optional. */
export type ItemOf<S> = MapValue<AttributesOf<S>>;

type Composite<K> = K extends { composite: readonly (infer C extends string)[] } ? C : never;
type PkOf<I> = I extends { pk: infer K } ? Composite<K> : never;
type SkOf<I> = I extends { sk: infer K } ? Composite<K> : never;
type MainIndex<S> = { [N in keyof IndexesOf<S>]: IndexesOf<S>[N] extends { index: string } ? never : IndexesOf<S>[N] }[keyof IndexesOf<S>];
type KeyNames<S> = (PkOf<MainIndex<S>> | SkOf<MainIndex<S>>) & keyof ItemOf<S>;

/** The attributes that name one item (the table key's composites). */
export type KeyOf<S> = Simplify<{ [K in KeyNames<S>]-?: ItemOf<S>[K] }>;

type WithDefault<A> = { [K in keyof A]: A[K] extends { default: unknown } ? K : never }[keyof A];
type Derived<A> = { [K in keyof A]: A[K] extends { watch: readonly unknown[] } ? K : never }[keyof A];
type PutRequired<A> = Exclude<RequiredNames<A>, WithDefault<A> | Derived<A>>;
/** What a create or put takes: the required attributes without a default, the rest optional. */
export type PutItem<S> = Simplify<
  { [K in PutRequired<AttributesOf<S>> & keyof ItemOf<S>]-?: ItemOf<S>[K] } & {
    [K in Exclude<keyof ItemOf<S>, PutRequired<AttributesOf<S>>>]?: ItemOf<S>[K];
  }
>;

type ReadOnlyNames<A> = { [K in keyof A]: A[K] extends { readOnly: true } ? K : never }[keyof A];
type Writable<S> = Exclude<keyof ItemOf<S>, ReadOnlyNames<AttributesOf<S>> | KeyNames<S>>;
/** What an update may set. */
export type SetItem<S> = Simplify<{ [K in Writable<S>]?: ItemOf<S>[K] }>;
/** What an upsert may set (read-only attributes are written only if absent). */
export type UpsertItem<S> = Simplify<{ [K in Exclude<keyof ItemOf<S>, KeyNames<S>>]?: ItemOf<S>[K] }>;

type IndexKeys<S, N extends keyof IndexesOf<S>> = Simplify<
  { [K in PkOf<IndexesOf<S>[N]> & keyof ItemOf<S>]-?: ItemOf<S>[K] } & { [K in SkOf<IndexesOf<S>[N]> & keyof ItemOf<S>]?: ItemOf<S>[K] }
>;
type SortKeys<S, N extends keyof IndexesOf<S>> = Simplify<{ [K in SkOf<IndexesOf<S>[N]> & keyof ItemOf<S>]?: ItemOf<S>[K] }>;
export type QueryKeys<S> = { [N in keyof IndexesOf<S>]: { keys: IndexKeys<S, N>; sort: SortKeys<S, N> } };

declare const whereValue: unique symbol;
/** An attribute as a `where` or `data` callback names it. */
export interface WhereAttributeSymbol<T> {
  readonly [whereValue]?: T;
}
/** The attributes a callback receives; `any` and map attributes may be followed into (`rows[id]`). */
export type WhereAttributes<I> = {
  [K in keyof I]-?: WhereAttributeSymbol<NonNullable<I[K]>> &
    (NonNullable<I[K]> extends Record<string, infer V> ? Record<string, WhereAttributeSymbol<V>> : unknown);
};

type ValueOfSymbol<A> = A extends WhereAttributeSymbol<infer T> ? T : never;
type Compare = <T, A extends WhereAttributeSymbol<T>>(attribute: A, value: T) => string;
type Test = <T, A extends WhereAttributeSymbol<T>>(attribute: A) => string;
export interface WhereOperations {
  eq: Compare;
  ne: Compare;
  gt: Compare;
  gte: Compare;
  lt: Compare;
  lte: Compare;
  begins: Compare;
  exists: Test;
  notExists: Test;
}
export type WhereCallback<I> = (attributes: WhereAttributes<I>, operations: WhereOperations) => string;

export interface DataOperations {
  set: <A extends WhereAttributeSymbol<unknown>>(attribute: A, value: ValueOfSymbol<A>) => void;
  remove: <T, A extends WhereAttributeSymbol<T>>(attribute: A) => void;
}
export type DataCallback<I> = (attributes: WhereAttributes<I>, operations: DataOperations) => void;
