import { Conflict, NotFound } from '../http/http-error';
import { SERVER_MSG } from '@colabora/core/messages';
import { conditionFailed } from '../db/transaction-outcome';
import type { CatalogDoc, CatalogRecord, CatalogStore } from './catalog-store';

/** Deletes an item nobody holds: 409 with the catalogue's text (and the count) while people hold it. */
export async function removeCatalogItem<R extends CatalogRecord, I extends { name: string }, D extends CatalogDoc>(
  store: CatalogStore<R, I, D>,
  companyId: string,
  id: string,
): Promise<void> {
  const record = await store.get(companyId, id);
  if (!record) throw new NotFound(SERVER_MSG.notFound);
  const total = await store.countEmployees(companyId, id);
  if (total > 0) throw new Conflict(store.messages.inUse(total));
  const outcome = await store.delete(record);
  if (conditionFailed(outcome, 0)) throw new NotFound(SERVER_MSG.notFound);
  if (outcome.canceled) throw new Error(`delete refused: ${outcome.data.map((part) => part.code).join(',')}`);
}
