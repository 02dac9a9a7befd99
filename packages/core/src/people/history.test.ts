import { describe, expect, it } from 'vitest';
import { historyDiff, sameValue } from './history';

interface Person {
  fullName: string;
  phone: string;
  jobRole: string | null;
  address?: { cep: string; number: string; complement?: string | null } | null;
  dependents?: { name: string }[];
}

const before: Person = {
  fullName: 'Ana Souza',
  phone: '11987654321',
  jobRole: 'jr-1',
  address: { cep: '01310100', number: '100' },
  dependents: [{ name: 'Bia' }],
};
const FIELDS = ['fullName', 'phone', 'jobRole', 'address', 'dependents'] as const;

describe('historyDiff (the change history)', () => {
  it('lists only the fields that changed, in the order given', () => {
    const after = { ...before, phone: '11912345678', jobRole: 'jr-2' };
    expect(historyDiff(before, after, FIELDS)).toEqual([
      { field: 'phone', before: '11987654321', after: '11912345678' },
      { field: 'jobRole', before: 'jr-1', after: 'jr-2' },
    ]);
  });

  it('compares nested objects and lists by value', () => {
    const rebuilt = { ...before, address: { number: '100', cep: '01310100' }, dependents: [{ name: 'Bia' }] };
    expect(historyDiff(before, rebuilt, FIELDS)).toEqual([]);
    const moved = { ...before, address: { cep: '01310100', number: '200' } };
    expect(historyDiff(before, moved, FIELDS)).toEqual([
      { field: 'address', before: { cep: '01310100', number: '100' }, after: { cep: '01310100', number: '200' } },
    ]);
    expect(historyDiff(before, { ...before, dependents: [{ name: 'Bia' }, { name: 'Caio' }] }, FIELDS).map((c) => c.field)).toEqual([
      'dependents',
    ]);
  });

  it('ignores fields not asked for', () => {
    expect(historyDiff(before, { ...before, fullName: 'Ana S.' }, ['phone'])).toEqual([]);
  });

  it('treats absent and null as the same empty value', () => {
    const cleared = { ...before, address: { cep: '01310100', number: '100', complement: null } };
    expect(historyDiff(before, cleared, FIELDS)).toEqual([]);
    expect(historyDiff({ ...before, jobRole: null }, { ...before, jobRole: null, address: undefined }, ['jobRole'])).toEqual([]);
    expect(historyDiff(before, { ...before, address: null }, ['address'])).toEqual([
      { field: 'address', before: { cep: '01310100', number: '100' }, after: null },
    ]);
  });

  it('without a before (a new record) lists every filled field', () => {
    expect(historyDiff(null, { fullName: 'Ana', phone: '', jobRole: null }, ['fullName', 'phone', 'jobRole'])).toEqual([
      { field: 'fullName', before: null, after: 'Ana' },
      { field: 'phone', before: null, after: '' },
    ]);
  });

  it('sameValue tells numbers, text and order apart', () => {
    expect(sameValue(1, '1')).toBe(false);
    expect(sameValue([1, 2], [2, 1])).toBe(false);
    expect(sameValue(Number.NaN, Number.NaN)).toBe(true);
    expect(sameValue({ a: [{ b: 1 }] }, { a: [{ b: 1 }] })).toBe(true);
  });
});
