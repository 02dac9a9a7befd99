import { db } from './service';
import { lostRace, type TransactionOutcome } from './transaction-outcome';
import { jitteredPause, READ_AGAIN, retryTransaction } from './transaction-retry';

/** The entities as a transaction callback sees them. */
export type TxEntities = Parameters<Parameters<typeof db.transaction.write>[0]>[0];
/** One committed write (`tx.x.create(…).commit()`, `.patch(…).commit()`, …). */
export type TxPart = ReturnType<Parameters<typeof db.transaction.write>[0]>[number];

const MAX_ATTEMPTS = 20;

/**
 * Writes the parts in one transaction and answers the label of the part whose condition refused it, or
 * undefined when it was written. DynamoDB cancels (rather than queues) a transaction that meets another on
 * the same item, e.g. two people joining one job role at once: those are tried again after a short,
 * jittered pause. Any other refusal throws.
 */
export async function writeLabelled<L extends string>(build: (tx: TxEntities) => [L, TxPart][]): Promise<L | undefined> {
  let outcome: TransactionOutcome | undefined;
  const refusal = () => new Error(`transaction refused: ${outcome?.data.map((part) => part.code).join(',')}`);
  return retryTransaction(
    async (attempt) => {
      if (attempt > 0) await jitteredPause(Math.min(100, 2 ** attempt));
      let labels: L[] = [];
      outcome = await db.transaction
        .write((tx) => {
          const parts = build(tx);
          labels = parts.map(([label]) => label);
          return parts.map(([, part]) => part);
        })
        .go();
      if (!outcome.canceled) return undefined;
      const refusedBy = outcome.data.findIndex((part) => part.code === 'ConditionalCheckFailed');
      if (refusedBy >= 0) return labels[refusedBy];
      if (!lostRace(outcome)) throw refusal();
      return READ_AGAIN;
    },
    { attempts: MAX_ATTEMPTS, exhausted: refusal },
  );
}
