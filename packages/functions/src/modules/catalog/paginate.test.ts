import { describe, expect, it } from 'vitest';
import { matchesText, paginateItems, sortItems } from './paginate';

const items = [
  { code: 1, name: 'Vendedor', baseSalary: 250000 },
  { code: 2, name: 'Analista de RH', baseSalary: 450000 },
  { code: 3, name: 'Ângela Gerente', baseSalary: 900000 },
  { code: 4, name: 'analista financeiro', baseSalary: 450000 },
  { code: 5, name: 'Zelador', baseSalary: 180000 },
  { code: 6, name: 'Assistente 10', baseSalary: 200000 },
  { code: 7, name: 'Assistente 9', baseSalary: 200000 },
  { code: 12, name: 'Técnico', baseSalary: 300000 },
];

describe('catalogue text search', () => {
  it('ignores accents and case', () => {
    expect(matchesText(items[2], 'angela')).toBe(true);
    expect(matchesText(items[7], 'TECNICO')).toBe(true);
    expect(matchesText(items[1], '  analista   de ')).toBe(true);
  });

  it('matches the code', () => {
    expect(matchesText(items[7], '12')).toBe(true);
    expect(matchesText(items[0], '12')).toBe(false);
  });

  it('an empty text matches everything', () => {
    expect(paginateItems(items, { page: 1, limit: 25, order: 'asc', orderBy: 'code', text: '' }).total).toBe(8);
  });
});

describe('catalogue sorting', () => {
  it('sorts names with Portuguese collation, accents beside their letters and numbers in order', () => {
    expect(sortItems(items, 'name', 'asc').map((i) => i.code)).toEqual([2, 4, 3, 7, 6, 12, 1, 5]);
  });

  it('keeps ties in code order in both directions', () => {
    expect(sortItems(items, 'baseSalary', 'asc').map((i) => i.code)).toEqual([5, 6, 7, 1, 12, 2, 4, 3]);
    expect(sortItems(items, 'baseSalary', 'desc').map((i) => i.code)).toEqual([3, 2, 4, 12, 1, 6, 7, 5]);
  });

  it('sorts codes numerically', () => {
    expect(sortItems(items, 'code', 'desc').map((i) => i.code)).toEqual([12, 7, 6, 5, 4, 3, 2, 1]);
  });
});

describe('catalogue pages', () => {
  it('pages are 1-based and the total counts every match', () => {
    const first = paginateItems(items, { page: 1, limit: 5, order: 'asc', orderBy: 'code', text: '' });
    const second = paginateItems(items, { page: 2, limit: 5, order: 'asc', orderBy: 'code', text: '' });
    expect(first.docs.map((i) => i.code)).toEqual([1, 2, 3, 4, 5]);
    expect(second.docs.map((i) => i.code)).toEqual([6, 7, 12]);
    expect(second.total).toBe(8);
  });

  it('filters before paging', () => {
    const page = paginateItems(items, { page: 1, limit: 5, order: 'desc', orderBy: 'name', text: 'analista' });
    expect(page).toEqual({ docs: [items[3], items[1]], total: 2 });
  });

  it('a page past the end is empty but keeps the total', () => {
    expect(paginateItems(items, { page: 9, limit: 10, order: 'asc', orderBy: 'code', text: '' })).toEqual({
      docs: [],
      total: 8,
    });
  });
});
