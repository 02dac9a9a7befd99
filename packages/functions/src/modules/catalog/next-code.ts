import type { TransactionOutcome } from '../../db/transaction-outcome';
import { conditionFailed, lostRace } from '../../db/transaction-outcome';
import { READ_AGAIN, retryTransaction } from '../../db/transaction-retry';

// Sequential codes per company without gaps or duplicates: read the counter, then write counter + name
// marker + item in one transaction whose counter update only applies if nobody moved the counter
// meanwhile. A loser of that race (or of a transaction conflict) simply tries again with the new value.

/** Positions of the parts inside the create transaction of a catalogue with a code and unique names. */
export const CREATE_PARTS = { counter: 0, name: 1, item: 2 } as const;

export type CreateResult = { status: 'created'; code: number } | { status: 'duplicate-name' };

export interface CodedCreate {
  readCounter(): Promise<number>;
  /** Writes with `code` = current + 1, on condition that the counter still holds `current`. */
  write(current: number, code: number): Promise<TransactionOutcome>;
}

export interface RetryPolicy {
  maxAttempts: number;
  sleep(ms: number): Promise<void>;
  random(): number;
}

export const DEFAULT_RETRY: RetryPolicy = {
  maxAttempts: 60,
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  random: Math.random,
};

export class CodeContentionError extends Error {}

/**
 * `knownCounter` (the code this caller wrote last) saves the read; if it is stale the write fails and we read.
 * `parts`: where the counter and the name marker stand in the transaction (-1: a catalogue without markers).
 */
export async function createWithNextCode(
  create: CodedCreate,
  retry: RetryPolicy = DEFAULT_RETRY,
  knownCounter?: number,
  parts: { counter: number; name: number } = CREATE_PARTS,
): Promise<CreateResult> {
  let guess = knownCounter;
  return retryTransaction(async (attempt) => {
    const current = guess ?? (await create.readCounter());
    guess = undefined;
    const outcome = await create.write(current, current + 1);
    if (!outcome.canceled) return { status: 'created', code: current + 1 };
    if (conditionFailed(outcome, parts.name)) return { status: 'duplicate-name' };
    const raced = conditionFailed(outcome, parts.counter) || lostRace(outcome);
    if (!raced) throw new Error(`create transaction refused: ${outcome.data.map((part) => part.code).join(',')}`);
    // Jittered, growing pause so concurrent creators spread out instead of colliding again.
    await retry.sleep(Math.min(100, 2 ** Math.min(attempt, 6)) * (0.5 + retry.random()));
    return READ_AGAIN;
  }, { attempts: retry.maxAttempts, exhausted: () => new CodeContentionError('too much contention on the code counter') });
}
