import { Conflict, NotFound } from '../../http/http-error';
import { SERVER_MSG } from '@colabora/core/messages';
import { conditionFailed } from '../../db/transaction-outcome';
import { READ_AGAIN, retryTransaction } from '../../db/transaction-retry';
import type { CatalogRecord } from './catalog-definition';
import type { CatalogStore } from './catalog-store';

/** Positions of the parts inside the update transaction (the marker parts only when renaming). */
export const UPDATE_PARTS = { item: 0, oldName: 1, newName: 2 } as const;
const MAX_ATTEMPTS = 5;

/** Updates an item of the caller's company; a rename moves its name marker in the same transaction. */
export async function updateCatalogItem<R extends CatalogRecord, I extends { name: string }, D>(
  store: CatalogStore<R, I, D>,
  companyId: string,
  id: string,
  input: I,
): Promise<D> {
  return retryTransaction(async () => {
    const record = await store.get(companyId, id);
    if (!record) throw new NotFound(SERVER_MSG.notFound);
    const outcome = await store.replace(record, input);
    // What was written, not read back: a read failing after the commit must not answer 500.
    if (!outcome.canceled) return store.toDoc(store.replaced(record, input));
    if (conditionFailed(outcome, UPDATE_PARTS.newName)) throw new Conflict(store.messages.duplicateName);
    // Anything else means someone changed or removed it meanwhile: read again and retry.
    return READ_AGAIN;
  }, { attempts: MAX_ATTEMPTS, exhausted: () => new Error('could not update after repeated conflicts') });
}
