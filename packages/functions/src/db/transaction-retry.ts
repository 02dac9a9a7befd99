// The one retry loop around our transactions. A write is conditional on what its attempt read (optimistic
// concurrency); when the condition fails because someone wrote meanwhile, or DynamoDB canceled it for a concurrent
// transaction on the same items, the attempt answers READ_AGAIN and runs again on fresh reads, a bounded number of
// times.

/** What an attempt answers when its write was refused by a change meanwhile: read again and decide again. */
export const READ_AGAIN: unique symbol = Symbol('read again');

export interface RetryOptions {
  /** How many attempts at most. */
  attempts: number;
  /** Thrown when every attempt met a change meanwhile. */
  exhausted: () => Error;
}

/** Runs `attempt` (0, 1, …) until it answers something other than READ_AGAIN; throws `exhausted()` past `attempts`. */
export async function retryTransaction<T>(attempt: (index: number) => Promise<T | typeof READ_AGAIN>, { attempts, exhausted }: RetryOptions): Promise<T> {
  for (let index = 0; index < attempts; index += 1) {
    const result = await attempt(index);
    if (result !== READ_AGAIN) return result;
  }
  throw exhausted();
}

/** A short pause of about `ms` (jittered ×0.5–1.5, so writers that met do not meet again), before a retry. */
export function jitteredPause(ms: number, random: () => number = Math.random): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms * (0.5 + random())));
}
