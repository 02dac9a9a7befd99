import type { UseQueryResult } from '@tanstack/react-query';
import type { Page } from '@colabora/core/paging';
import type { useTableState } from './use-table-state';

type TableState<OrderBy extends string> = Pick<
  ReturnType<typeof useTableState<OrderBy>>,
  'query' | 'setPage' | 'setLimit' | 'toggleSort'
>;

/** The DataTable props every list screen wires the same way: paging, sorting, loading and retry. */
export function pagedTableProps<OrderBy extends string, Row>(table: TableState<OrderBy>, list: UseQueryResult<Page<Row>>) {
  return {
    rows: list.data?.docs ?? [],
    total: list.data?.total ?? 0,
    page: table.query.page,
    limit: table.query.limit,
    sort: table.query,
    onPageChange: table.setPage,
    onLimitChange: table.setLimit,
    onSort: table.toggleSort,
    loading: list.isFetching,
    failed: list.isError,
    onRetry: () => void list.refetch(),
  };
}
