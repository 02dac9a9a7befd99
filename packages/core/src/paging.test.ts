import { describe, expect, it } from 'vitest';
import { MAX_SELECTED, paginateQuery } from './paging';

const schema = paginateQuery(['code', 'name'] as const, 'code');

describe('paginate query', () => {
  it('defaults to page 1, 5 per page, code ascending', () => {
    expect(schema.parse({})).toEqual({ page: 1, limit: 5, order: 'asc', orderBy: 'code', text: '' });
  });

  it('reads query-string values', () => {
    expect(schema.parse({ page: '3', limit: '25', order: 'desc', orderBy: 'name', text: ' ana ' })).toEqual({
      page: 3,
      limit: 25,
      order: 'desc',
      orderBy: 'name',
      text: 'ana',
    });
  });

  it('accepts only the page sizes 5, 10 and 25', () => {
    expect(schema.safeParse({ limit: '10' }).success).toBe(true);
    expect(schema.safeParse({ limit: '50' }).success).toBe(false);
    expect(schema.safeParse({ limit: '0' }).success).toBe(false);
  });

  it('refuses page 0 and unknown sort fields', () => {
    expect(schema.safeParse({ page: '0' }).success).toBe(false);
    expect(schema.safeParse({ orderBy: 'passwordHash' }).success).toBe(false);
  });
});

describe('MAX_SELECTED', () => {
  it('is one page of the largest size, which one DynamoDB transaction (100 writes) holds at two writes a row', () => {
    expect(MAX_SELECTED).toBe(25);
    expect(MAX_SELECTED * 2).toBeLessThanOrEqual(100);
  });
});
