import { DEFAULT_PAGE_SIZE, SEARCH_DEBOUNCE_MS } from '@colabora/core/paging';
import { useState } from 'react';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { nextSort, type SortState } from './data-table-column';

export interface TableQuery<OrderBy extends string> extends SortState<OrderBy> {
  page: number;
  limit: number;
  text: string;
}

/**
 * Paging, sorting and search of a list screen. The search reaches the query 500 ms after the last
 * keystroke; a new search, sort or page size starts again at page 1.
 */
export function useTableState<OrderBy extends string>(defaultOrderBy: OrderBy) {
  const [search, setSearch] = useState('');
  const text = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [limit, setLimitState] = useState<number>(DEFAULT_PAGE_SIZE);
  const [sort, setSort] = useState<SortState<OrderBy>>({ orderBy: defaultOrderBy, order: 'asc' });
  // The page belongs to the search it was chosen for: a new search shows its first page.
  const [paging, setPaging] = useState({ page: 1, text });
  const page = paging.text === text ? paging.page : 1;

  const query: TableQuery<OrderBy> = { page, limit, text, ...sort };
  return {
    query,
    search,
    setSearch,
    setPage: (next: number) => setPaging({ page: next, text }),
    setLimit: (next: number) => {
      setLimitState(next);
      setPaging({ page: 1, text });
    },
    toggleSort: (orderBy: OrderBy) => {
      setSort((current) => nextSort(current, orderBy));
      setPaging({ page: 1, text });
    },
  };
}
