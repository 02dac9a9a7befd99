import { Conflict } from '../http/http-error';
import { randomUUID } from 'node:crypto';
import type { CatalogDoc, CatalogRecord, CatalogStore } from './catalog-store';
import { readCounter } from './catalog-writes';
import { createWithNextCode } from './next-code';

/**
 * Writes a catalogue item with the next code (code, item and name marker in one transaction); 409 with the
 * catalogue's text when the name is taken. `knownCounter` lets a sequence of inserts skip re-reading it.
 */
export async function insertCatalogItem<R extends CatalogRecord, I extends { name: string }, D extends CatalogDoc>(
  store: CatalogStore<R, I, D>,
  companyId: string,
  input: I,
  knownCounter?: number,
): Promise<{ id: string; code: number }> {
  const id = randomUUID();
  const result = await createWithNextCode(
    {
      readCounter: () => readCounter(companyId, store.kind),
      write: (current, code) => store.insert(companyId, id, current, code, input),
    },
    undefined,
    knownCounter,
  );
  if (result.status === 'duplicate-name') throw new Conflict(store.messages.duplicateName);
  return { id, code: result.code };
}

/**
 * Creates an item and answers it as a doc: the one written, not read back (a read failing after the commit
 * would answer 500 for an item that exists, and a retry would then get 409).
 */
export async function createCatalogItem<R extends CatalogRecord, I extends { name: string }, D extends CatalogDoc>(
  store: CatalogStore<R, I, D>,
  companyId: string,
  input: I,
): Promise<D> {
  const { id, code } = await insertCatalogItem(store, companyId, input);
  return store.toDoc(store.created(companyId, id, code, input));
}
