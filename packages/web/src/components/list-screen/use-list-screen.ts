import { keepPreviousData, useQuery, type QueryKey, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import type { Page } from '@colabora/core/paging';
import type { SortOrder } from '@/components/data-table/data-table-column';
import { useRowSelection } from '@/components/data-table/row-selection';
import { useTableState, type TableFilters, type TableQuery } from '@/components/data-table/use-table-state';

interface ListScreenOptions<Data extends Page<{ _id: string }>, OrderBy extends string, Filters extends TableFilters, Key extends QueryKey> {
  /** The column the list is sorted by at first (the list's columns come from `query`'s parameters). */
  orderBy: NoInfer<OrderBy>;
  /** 'desc' for lists newest first (002 §9: requests by creation date descending). */
  order?: SortOrder;
  /** The toolbar's filters as they start, each '' while it does not filter. */
  filters?: NoInfer<Filters>;
  /** The page of rows for the table's page, sort, search and filters. */
  query: (query: TableQuery<OrderBy>, filters: Filters) => UseQueryOptions<Data, Error, Data, Key>;
}

/**
 * The state of a list screen: paging, sorting, search and filters (useTableState), the page of rows asked for
 * them (the last page stays shown while the next loads) and the rows ticked on it. ListScreen renders it.
 */
export function useListScreen<Data extends Page<{ _id: string }>, OrderBy extends string, Filters extends TableFilters, Key extends QueryKey>(
  options: ListScreenOptions<Data, OrderBy, Filters, Key>,
) {
  const table = useTableState<OrderBy, Filters>(options.orderBy, options.filters, options.order);
  const list = useQuery({ ...options.query(table.query, table.filters), placeholderData: keepPreviousData });
  const selection = useRowSelection(JSON.stringify([table.query, table.filters]));
  const rows: Data['docs'] = list.data?.docs ?? [];
  return {
    table,
    list,
    rows,
    selection,
    /** The ids of the ticked rows shown, in their order. */
    selected: selection.idsIn(rows),
    /** After removing `removed` rows of this page: the page before, when none is left on it. */
    afterRemoving: (removed: number) => table.afterRemoving(removed, rows.length),
  };
}

/** What ListScreen reads of useListScreen's state. */
export interface ListScreenState<Row, OrderBy extends string> {
  table: Pick<ReturnType<typeof useTableState<OrderBy>>, 'query' | 'setPage' | 'setLimit' | 'toggleSort'>;
  list: UseQueryResult<Page<Row>>;
  selection: Pick<ReturnType<typeof useRowSelection>, 'selected' | 'setSelected'>;
}
