import type { CatalogDoc } from '@colabora/core/catalog/catalog-spec';
import { db } from '../../db/service';
import type { TransactionOutcome } from '../../db/transaction-outcome';
import type { CatalogDefinition, CatalogRecord, CatalogRules } from './catalog-definition';
import { claimName, isRename, releaseName, reserveCode } from './catalog-writes';

// The writes of one catalogue, built from its definition: each keeps the catalogue's rules in one
// transaction (the code counter, the name markers, the headcount condition of a removal).

/** What the shared operations (create, update, remove, list, import) need of a catalogue. */
export interface CatalogStore<R extends CatalogRecord, I extends { name: string }, D> {
  rules: CatalogRules & { headcount: boolean };
  /** The refusals' texts: a catalogue with the rule has its text (checked when the store is built). */
  messages: { duplicateName: string; inUse: (total: number) => string };
  list(companyId: string): Promise<R[]>;
  get(companyId: string, id: string): Promise<R | null>;
  /**
   * One transaction: the counter (only if it still holds `reservation.current`), the name marker, the item;
   * each part only where the rules have it. `createParts` says where each stands.
   */
  insert(companyId: string, id: string, input: I, reservation?: { current: number; code: number }): Promise<TransactionOutcome>;
  /** Positions of the counter and the name marker in insert's transaction; -1 where it has none. */
  createParts: { counter: number; name: number };
  /** The item insert() writes: what a create answers, with no read that could fail after the commit. */
  created(companyId: string, id: string, code: number, input: I): R;
  /** One transaction: the item (unchanged name since read), and on a rename the old and new markers. */
  replace(record: R, input: I): Promise<TransactionOutcome>;
  /** What replace() writes over the record. */
  replaced(record: R, input: I): R;
  /** One transaction: the items (each only while nobody points at it) and their name markers. */
  remove(records: readonly R[]): Promise<TransactionOutcome>;
  toDoc(record: R): D;
}

function rulesOf({ headcount, ...rules }: CatalogRules & { headcount: boolean }): CatalogStore<CatalogRecord, { name: string }, unknown>['rules'] {
  return rules.kind
    ? { kind: rules.kind, code: rules.code, uniqueName: rules.uniqueName, headcount }
    : { code: false, uniqueName: false, headcount };
}

/** The store of a catalogue, with its definition (the actions read the spec, the sheet and the list's order). */
export function catalogStore<R extends CatalogRecord, I extends { name: string }, D extends CatalogDoc, O extends string, F extends string, E, S extends string>(
  definition: CatalogDefinition<R, I, D, O, F, E, S>,
) {
  const { kind, code, uniqueName, headcount, table, spec } = definition;
  const { duplicateName = '', inUse = () => '' } = spec.texts;
  if (uniqueName && !duplicateName) throw new Error(`${spec.kind}: unique names need texts.duplicateName`);
  if (headcount && !spec.texts.inUse) throw new Error(`${spec.kind}: a headcount needs texts.inUse`);
  const created = (companyId: string, id: string, next: number, input: I) =>
    definition.newItem({ id, companyId, code: next }, input);

  const store: CatalogStore<R, I, D> = {
    rules: rulesOf(definition),
    messages: { duplicateName, inUse },
    list: (companyId) => table.list(companyId),
    get: (companyId, id) => table.get(companyId, id),
    createParts: { counter: code ? 0 : -1, name: uniqueName ? Number(code) : -1 },
    created,
    insert(companyId, id, input, reservation) {
      const item = created(companyId, id, reservation?.code ?? 0, input);
      return db.transaction
        .write((tx) => [
          ...(kind && code && reservation ? [reserveCode(tx, companyId, kind, reservation.current)] : []),
          ...(kind && uniqueName ? [claimName(tx, companyId, kind, input.name, id)] : []),
          table.create(tx, item),
        ])
        .go();
    },
    replace(record, input) {
      const renamed = kind && uniqueName && isRename(record, input.name);
      return db.transaction
        .write((tx) => [
          table.update(tx, record, definition.edits(input)),
          ...(renamed ? [releaseName(tx, kind, record), claimName(tx, record.companyId, kind, input.name, record.id)] : []),
        ])
        .go();
    },
    replaced: (record, input) => ({ ...record, ...definition.edits(input) }),
    remove(records) {
      return db.transaction
        .write((tx) =>
          records.flatMap((record) => [
            table.remove(tx, record),
            ...(kind && uniqueName ? [releaseName(tx, kind, record)] : []),
          ]),
        )
        .go();
    },
    toDoc: (record) => definition.toDoc(record),
  };
  return { ...store, definition };
}

export type Catalog<R extends CatalogRecord, I extends { name: string }, D extends CatalogDoc, O extends string, F extends string, E, S extends string> =
  ReturnType<typeof catalogStore<R, I, D, O, F, E, S>>;
