import { DEFAULT_RETRY } from '../catalog/next-code';
import type { TxEntities, TxPart } from '../../db/labelled-transaction';
import { db } from '../../db/service';

// The company's one NSR sequence (Portaria 671, note under Anexo IX item 6; labour-law.md §1.2): every AFD record
// of types 2–7 takes the next number. The counter item holds the last NSR handed out and the hash of the last
// punch (type 7): each writer moves it in the transaction that writes its records, on condition that it still
// holds the value read, and reads it again when that condition fails (another writer moved it). A number is
// therefore taken only by a record that is written: no gaps, no repeats. Punches (record-punch.ts) and the
// employer and employee events (afd-events.ts) share these parts.

/** The counter as read: the last NSR (0: none yet) and the hash of the last punch (null: no punch yet). */
export interface CounterHead {
  nsr: number;
  lastHash: string | null;
}

/** The label of the counter's part in a labelled transaction: refused when another writer moved it. */
export const NSR_COUNTER = 'nsr-counter';

export async function readCounterHead(companyId: string): Promise<CounterHead> {
  const { data } = await db.entities.punchCounter.get({ companyId }).go({ consistent: true });
  return data ? { nsr: data.nsr, lastHash: data.lastHash ?? null } : { nsr: 0, lastHash: null };
}

/**
 * Moves the counter from `head` to `nsr`, on condition that it still holds `head` (absent for the first NSR). A
 * punch also sets its hash as the chain's last (`lastHash`); an event leaves it: the chain runs over type 7 only.
 */
export function counterPart(tx: TxEntities, companyId: string, head: CounterHead, nsr: number, lastHash?: string): TxPart {
  return tx.punchCounter
    .update({ companyId })
    .set(lastHash === undefined ? { nsr } : { nsr, lastHash })
    .add({ transactions: 1 })
    .where((attributes, { eq, notExists }) => (head.nsr === 0 ? notExists(attributes.nsr) : eq(attributes.nsr, head.nsr)))
    .commit();
}

/** How many times a writer reads a moved counter again before giving up. */
export const COUNTER_ATTEMPTS = DEFAULT_RETRY.maxAttempts;

/** The short, jittered pause before reading a counter that moved again (attempt 0, 1, …: up to 100 ms). */
export function movedCounterPause(attempt: number): Promise<void> {
  return DEFAULT_RETRY.sleep(Math.min(100, 2 ** Math.min(attempt, 6)) * (0.5 + DEFAULT_RETRY.random()));
}
