import { describe, expect, it } from 'vitest';
import type { TransactionOutcome } from '../../db/transaction-outcome';
import { CodeContentionError, createWithNextCode, type CodedCreate, type RetryPolicy } from './next-code';

const noWait: RetryPolicy = { maxAttempts: 60, sleep: async () => undefined, random: () => 0.5 };
const ok: TransactionOutcome = { canceled: false, data: [] };
const refused = (...codes: string[]): TransactionOutcome => ({
  canceled: true,
  data: codes.map((code) => ({ rejected: code !== 'None', code })),
});

/** An in-memory counter and name set behaving like the conditional transaction. */
function fakeStore(names: Set<string>, name: string) {
  const state = { counter: 0, codes: [] as number[] };
  const create: CodedCreate = {
    readCounter: async () => state.counter,
    write: async (current, code) => {
      await Promise.resolve();
      const counterMoved = state.counter !== current;
      const taken = names.has(name);
      if (counterMoved || taken) {
        return refused(counterMoved ? 'ConditionalCheckFailed' : 'None', taken ? 'ConditionalCheckFailed' : 'None', 'None');
      }
      state.counter = code;
      names.add(name);
      state.codes.push(code);
      return ok;
    },
  };
  return { state, create };
}

describe('sequential codes', () => {
  it('the first item of a company gets code 1, the next 2', async () => {
    const names = new Set<string>();
    const store = { counter: 0 };
    const make = (name: string): CodedCreate => ({
      readCounter: async () => store.counter,
      write: async (_current, code) => {
        names.add(name);
        store.counter = code;
        return ok;
      },
    });
    expect(await createWithNextCode(make('a'), noWait)).toEqual({ status: 'created', code: 1 });
    expect(await createWithNextCode(make('b'), noWait)).toEqual({ status: 'created', code: 2 });
  });

  it('retries when another creator moved the counter, and ends with distinct consecutive codes', async () => {
    const names = new Set<string>();
    let counter = 0;
    const make = (name: string): CodedCreate => ({
      readCounter: async () => counter,
      write: async (current, code) => {
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 3));
        if (counter !== current) return refused('ConditionalCheckFailed', 'None', 'None');
        counter = code;
        names.add(name);
        return ok;
      },
    });
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => createWithNextCode(make(`n${i}`), noWait)));
    const codes = results.map((r) => (r.status === 'created' ? r.code : 0)).sort((a, b) => a - b);
    expect(codes).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it('retries after a transaction conflict', async () => {
    let calls = 0;
    const create: CodedCreate = {
      readCounter: async () => 4,
      write: async () => (++calls < 3 ? refused('None', 'None', 'TransactionConflict') : ok),
    };
    expect(await createWithNextCode(create, noWait)).toEqual({ status: 'created', code: 5 });
    expect(calls).toBe(3);
  });

  it('reports a duplicate name without retrying', async () => {
    const { create, state } = fakeStore(new Set(['analista']), 'analista');
    expect(await createWithNextCode(create, noWait)).toEqual({ status: 'duplicate-name' });
    expect(state.codes).toEqual([]);
  });

  it('a known counter saves the read, and a stale one falls back to reading', async () => {
    let counter = 7;
    let reads = 0;
    const create: CodedCreate = {
      readCounter: async () => (reads++, counter),
      write: async (current, code) => {
        if (counter !== current) return refused('ConditionalCheckFailed', 'None', 'None');
        counter = code;
        return ok;
      },
    };
    expect(await createWithNextCode(create, noWait, 7)).toEqual({ status: 'created', code: 8 });
    expect(reads).toBe(0);
    expect(await createWithNextCode(create, noWait, 3)).toEqual({ status: 'created', code: 9 });
    expect(reads).toBe(1);
  });

  it('gives up after the allowed attempts', async () => {
    const create: CodedCreate = { readCounter: async () => 0, write: async () => refused('ConditionalCheckFailed') };
    await expect(createWithNextCode(create, { ...noWait, maxAttempts: 3 })).rejects.toBeInstanceOf(CodeContentionError);
  });

  it('surfaces refusals that are not races', async () => {
    const create: CodedCreate = { readCounter: async () => 0, write: async () => refused('None', 'None', 'ValidationError') };
    await expect(createWithNextCode(create, noWait)).rejects.toThrow(/ValidationError/);
  });
});
