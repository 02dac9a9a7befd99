import { DEFAULT_PAGE_SIZE, SEARCH_DEBOUNCE_MS } from '@colabora/core/paging';
import { useState } from 'react';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { nextSort, type SortOrder, type SortState } from './data-table-column';

export interface TableQuery<OrderBy extends string> extends SortState<OrderBy> {
  page: number;
  limit: number;
  text: string;
}

/** Dropdown filters of a list, each '' while it does not filter. */
export type TableFilters = Record<string, string>;

const NO_FILTERS = {};

/**
 * Paging, sorting, search and filters of a list screen. The search reaches the query 500 ms after the
 * last keystroke; a new search, filter, sort or page size starts again at page 1.
 */
export function useTableState<OrderBy extends string, Filters extends TableFilters = Record<never, string>>(
  defaultOrderBy: OrderBy,
  initialFilters: Filters = NO_FILTERS as Filters,
  /** 'desc' for lists newest first by default (002 §9: requests by creation date descending). */
  defaultOrder: SortOrder = 'asc',
) {
  const [search, setSearch] = useState('');
  const text = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [filters, setFilters] = useState<Filters>(initialFilters);
  const [limit, setLimitState] = useState<number>(DEFAULT_PAGE_SIZE);
  const [sort, setSort] = useState<SortState<OrderBy>>({ orderBy: defaultOrderBy, order: defaultOrder });
  // The page belongs to the search and filters it was chosen for: new ones show their first page.
  const scope = JSON.stringify([text, filters]);
  const [paging, setPaging] = useState({ page: 1, scope });
  const page = paging.scope === scope ? paging.page : 1;

  const query: TableQuery<OrderBy> = { page, limit, text, ...sort };
  return {
    query,
    filters,
    search,
    setSearch,
    setFilter: <Key extends keyof Filters>(key: Key, value: Filters[Key]) =>
      setFilters((current) => ({ ...current, [key]: value })),
    setPage: (next: number) => setPaging({ page: next, scope }),
    /** After removing `removed` of the `shown` rows of this page: the page before, when none is left on it. */
    afterRemoving: (removed: number, shown: number) => {
      if (removed >= shown && page > 1) setPaging({ page: page - 1, scope });
    },
    setLimit: (next: number) => {
      setLimitState(next);
      setPaging({ page: 1, scope });
    },
    toggleSort: (orderBy: OrderBy) => {
      setSort((current) => nextSort(current, orderBy));
      setPaging({ page: 1, scope });
    },
  };
}
