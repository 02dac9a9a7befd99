import type { CatalogDoc, CatalogPageQuery, CatalogSpec } from '@colabora/core/catalog/catalog-spec';
import type { CatalogKind } from '../../db/entities/catalog-kind';
import type { TxEntities, TxPart } from '../../db/labelled-transaction';
import type { SheetSpec } from '../imports/sheet-spec';
import type { Ordering } from './paginate';

// One company catalogue on the server: what its items are (entity, fields, answer), the rules it keeps
// (code, unique name, headcount) and its import sheet. catalogStore() builds the writes from it and
// catalogActions() the handler's actions; a new catalogue is its entity, this definition and a handler.

/** What every catalogue item has; the entity fragments of db/entities/catalog-attributes.ts. */
export interface CatalogRecord {
  id: string;
  companyId: string;
  name: string;
  nameNormalized?: string;
  /** Catalogues with a sequential code. */
  code?: number;
  /** Catalogues with a headcount: 0 when created, then changed only by the person writes (person/headcount.ts). */
  totalEmployees?: number;
}

/**
 * What makes two items the same one where names may repeat: an import skips a row that is an item the company
 * has, or a row above it, and says so with `message`.
 */
export interface SameItem<R, I> {
  ofInput(input: I): string;
  ofRecord(record: R): string;
  message: string;
}

/** The new item's identity: the store gives the id and (coded catalogues) the next code; 0 otherwise. */
export interface CatalogIdentity {
  id: string;
  companyId: string;
  code: number;
}

/**
 * The entity's part: one line each, typed against the entity. `update` and `remove` carry their conditions
 * (nameStill, existsUnused in ./conditions.ts) so a concurrent rename or assignment is never overwritten.
 */
export interface CatalogTable<R extends CatalogRecord, E> {
  list(companyId: string): Promise<R[]>;
  get(companyId: string, id: string): Promise<R | null>;
  create(tx: TxEntities, item: R): TxPart;
  update(tx: TxEntities, item: R, edits: E): TxPart;
  remove(tx: TxEntities, item: R): TxPart;
}

/**
 * The rules that need other items than the catalogue's own: the code counter and the unique-name markers of
 * its kind (db/entities/code-counter.ts, name-marker.ts). A catalogue with neither has no kind.
 */
export type CatalogRules =
  | { kind: CatalogKind; code: boolean; uniqueName: boolean }
  | { kind?: undefined; code: false; uniqueName: false };

export type CatalogDefinition<R extends CatalogRecord, I extends { name: string }, D extends CatalogDoc, O extends string, F extends string, E, S extends string> = CatalogRules & {
  spec: CatalogSpec<I, D, O, F>;
  /** Items people point at (Total de colaboradores): one in use cannot be removed. */
  headcount: boolean;
  table: CatalogTable<R, E>;
  /** The item a create writes (and answers, with no read that could fail after the commit). */
  newItem(identity: CatalogIdentity, input: I): R;
  /** What an update sets. */
  edits(input: I): E;
  toDoc(record: R): D;
  sheet: SheetSpec<S, I>;
  /** Catalogues whose names repeat (holidays): what makes an imported row an item the company has (SameItem). */
  sameItem?: SameItem<R, I>;
  /** The list's filters of GET …/paginate (the search text is matched by name, and code if any). */
  matches?(record: R, query: CatalogPageQuery<O, F>): boolean;
  /** Sort values and ties that are not simply the item's fields (./paginate.ts). */
  ordering?: Partial<Ordering<R>>;
};
