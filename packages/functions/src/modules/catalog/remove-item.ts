import { Conflict, NotFound } from '../../http/http-error';
import { SERVER_MSG } from '@colabora/core/messages';
import { READ_AGAIN, retryTransaction } from '../../db/transaction-retry';
import type { CatalogRecord } from './catalog-definition';
import type { CatalogStore } from './catalog-store';

const MAX_ATTEMPTS = 5;

/**
 * Deletes items of the company in one transaction, all or none: 404 when one is not there, 409 with the
 * catalogue's text (and the count) while people point at one. The delete itself is conditional on
 * totalEmployees = 0, so a person assigned meanwhile (whose transaction raises the total) can never be left
 * pointing at a deleted item.
 */
export async function removeCatalogItems<R extends CatalogRecord, I extends { name: string }, D>(
  store: CatalogStore<R, I, D>,
  companyId: string,
  ids: readonly string[],
): Promise<void> {
  const unique = [...new Set(ids)];
  return retryTransaction(async () => {
    const records: (R | null)[] = await Promise.all(unique.map((id) => store.get(companyId, id)));
    const found = records.filter((record): record is R => record !== null);
    if (found.length < unique.length) throw new NotFound(SERVER_MSG.notFound);
    const held = store.rules.headcount ? found.find((record) => (record.totalEmployees ?? 0) > 0) : undefined;
    if (held) throw new Conflict(store.messages.inUse(held.totalEmployees ?? 0));
    const outcome = await store.remove(found);
    // Canceled: someone assigned a person, renamed or removed one meanwhile: read again, which says which.
    return outcome.canceled ? READ_AGAIN : undefined;
  }, { attempts: MAX_ATTEMPTS, exhausted: () => new Error('could not delete after repeated conflicts') });
}

/** Deletes one item, with the rules of removeCatalogItems. */
export function removeCatalogItem<R extends CatalogRecord, I extends { name: string }, D>(
  store: CatalogStore<R, I, D>,
  companyId: string,
  id: string,
): Promise<void> {
  return removeCatalogItems(store, companyId, [id]);
}
