import { describe, expect, it } from 'vitest';
import { inOrder } from './in-order';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('inOrder', () => {
  it('yields in the items\' order, however the work finishes, never more than the limit at once', async () => {
    let running = 0;
    let most = 0;
    const results: number[] = [];
    for await (const result of inOrder([30, 5, 20, 1, 10, 2], 3, async (ms) => {
      running += 1;
      most = Math.max(most, running);
      await pause(ms);
      running -= 1;
      return ms;
    })) results.push(result);
    expect(results).toEqual([30, 5, 20, 1, 10, 2]);
    expect(most).toBe(3);
  });

  it('passes a failure on at its turn', async () => {
    const results: number[] = [];
    const run = async () => {
      for await (const result of inOrder([1, 2, 3], 2, async (n) => (n === 2 ? Promise.reject(new Error('dois')) : n))) results.push(result);
    };
    await expect(run()).rejects.toThrow('dois');
    expect(results).toEqual([1]);
  });
});
