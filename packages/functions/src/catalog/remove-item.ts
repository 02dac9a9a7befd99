import { Conflict, NotFound } from '../http/http-error';
import { SERVER_MSG } from '@colabora/core/messages';
import type { CatalogDoc, CatalogRecord, CatalogStore } from './catalog-store';

const MAX_ATTEMPTS = 5;

/**
 * Deletes an item nobody points at: 409 with the catalogue's text (and the count) while people do. The
 * delete itself is conditional on totalEmployees = 0, so a person assigned meanwhile (whose transaction
 * raises the total) can never be left pointing at a deleted item.
 */
export async function removeCatalogItem<R extends CatalogRecord, I extends { name: string }, D extends CatalogDoc>(
  store: CatalogStore<R, I, D>,
  companyId: string,
  id: string,
): Promise<void> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    const record = await store.get(companyId, id);
    if (!record) throw new NotFound(SERVER_MSG.notFound);
    if (record.totalEmployees > 0) throw new Conflict(store.messages.inUse(record.totalEmployees));
    const outcome = await store.delete(record);
    if (!outcome.canceled) return;
    // Someone assigned a person, renamed or removed it meanwhile: read again, which says which.
  }
  throw new Error('could not delete after repeated conflicts');
}
