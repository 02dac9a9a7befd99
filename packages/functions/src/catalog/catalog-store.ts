import type { CatalogKind } from '../db/entities/catalog-kind';
import type { TransactionOutcome } from '../db/transaction-outcome';

// What the shared catalogue rules (codes, unique names, paging, import) need from one catalogue.
// job-role/store.ts and department/store.ts implement it over their entity.

export interface CatalogRecord {
  id: string;
  companyId: string;
  code: number;
  name: string;
  nameNormalized?: string;
  /** 0 when created; then changed only by the person writes (users/headcount.ts), never by updates. */
  totalEmployees: number;
}

export interface CatalogDoc {
  _id: string;
  code: number;
  name: string;
  totalEmployees: number;
}

export interface CatalogMessages {
  duplicateName: string;
  inUse: (total: number) => string;
}

export interface CatalogStore<R extends CatalogRecord, I extends { name: string }, D extends CatalogDoc> {
  kind: CatalogKind;
  messages: CatalogMessages;
  list(companyId: string): Promise<R[]>;
  get(companyId: string, id: string): Promise<R | null>;
  /** One transaction, parts in CREATE_PARTS order: counter (must still be `current`), name marker, item (0 people). */
  insert(companyId: string, id: string, current: number, code: number, input: I): Promise<TransactionOutcome>;
  /** The item insert() writes: what a create answers, with no read that could fail after the commit. */
  created(companyId: string, id: string, code: number, input: I): R;
  /** One transaction, parts in UPDATE_PARTS order: item (unchanged name since read), old marker, new marker. */
  replace(record: R, input: I): Promise<TransactionOutcome>;
  /** One transaction: the item, only while nobody points at it (totalEmployees = 0), and its name marker. */
  delete(record: R): Promise<TransactionOutcome>;
  toDoc(record: R): D;
}
