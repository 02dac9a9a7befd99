import { randomUUID } from 'node:crypto';
import { conditionFailed, lostRace } from '../../db/transaction-outcome';
import { READ_AGAIN, retryTransaction } from '../../db/transaction-retry';
import { Conflict } from '../../http/http-error';
import type { CatalogRecord } from './catalog-definition';
import type { CatalogStore } from './catalog-store';
import { readCounter } from './catalog-writes';
import { createWithNextCode, DEFAULT_RETRY, type CreateResult } from './next-code';

/** Writes an item without a code: retried only when DynamoDB canceled it for a concurrent writer. */
async function createUncoded<R extends CatalogRecord, I extends { name: string }, D>(
  store: CatalogStore<R, I, D>,
  companyId: string,
  id: string,
  input: I,
): Promise<CreateResult> {
  return retryTransaction(async (attempt) => {
    const outcome = await store.insert(companyId, id, input);
    if (!outcome.canceled) return { status: 'created', code: 0 };
    if (conditionFailed(outcome, store.createParts.name)) return { status: 'duplicate-name' };
    if (!lostRace(outcome)) throw new Error(`create transaction refused: ${outcome.data.map((part) => part.code).join(',')}`);
    await DEFAULT_RETRY.sleep(10 * (attempt + 1) * (0.5 + DEFAULT_RETRY.random()));
    return READ_AGAIN;
  }, { attempts: DEFAULT_RETRY.maxAttempts, exhausted: () => new Error('too much contention on the create') });
}

/**
 * Writes a catalogue item (with the next code, its name marker and the item in one transaction, where the
 * catalogue has them); 409 with the catalogue's text when the name is taken. `knownCounter` lets a sequence
 * of inserts skip re-reading the counter.
 */
export async function insertCatalogItem<R extends CatalogRecord, I extends { name: string }, D>(
  store: CatalogStore<R, I, D>,
  companyId: string,
  input: I,
  knownCounter?: number,
): Promise<{ id: string; code: number }> {
  const id = randomUUID();
  const { kind, code } = store.rules;
  const result =
    kind && code
      ? await createWithNextCode(
          {
            readCounter: () => readCounter(companyId, kind),
            write: (current, next) => store.insert(companyId, id, input, { current, code: next }),
          },
          undefined,
          knownCounter,
          store.createParts,
        )
      : await createUncoded(store, companyId, id, input);
  if (result.status === 'duplicate-name') throw new Conflict(store.messages.duplicateName);
  return { id, code: result.code };
}

/**
 * Creates an item and answers it as a doc: the one written, not read back (a read failing after the commit
 * would answer 500 for an item that exists, and a retry would then get 409).
 */
export async function createCatalogItem<R extends CatalogRecord, I extends { name: string }, D>(
  store: CatalogStore<R, I, D>,
  companyId: string,
  input: I,
): Promise<D> {
  const { id, code } = await insertCatalogItem(store, companyId, input);
  return store.toDoc(store.created(companyId, id, code, input));
}
