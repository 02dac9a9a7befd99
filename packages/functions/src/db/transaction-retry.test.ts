import { describe, expect, it } from 'vitest';
import { READ_AGAIN, retryTransaction } from './transaction-retry';

describe('retryTransaction', () => {
  it('runs the attempt again while it answers READ_AGAIN, and answers its first other answer', async () => {
    const seen: number[] = [];
    const answer = await retryTransaction(
      async (attempt) => {
        seen.push(attempt);
        return attempt < 2 ? READ_AGAIN : 'written';
      },
      { attempts: 5, exhausted: () => new Error('exhausted') },
    );
    expect(answer).toBe('written');
    expect(seen).toEqual([0, 1, 2]);
  });

  it('throws what `exhausted` gives once every attempt met a change meanwhile', async () => {
    let attempts = 0;
    const run = retryTransaction(
      async () => {
        attempts += 1;
        return READ_AGAIN;
      },
      { attempts: 3, exhausted: () => new Error('changed meanwhile') },
    );
    await expect(run).rejects.toThrow('changed meanwhile');
    expect(attempts).toBe(3);
  });
});
