import type { ReactNode } from 'react';
import { DataTable, type DataTableProps } from '@/components/data-table/data-table';
import type { ListScreenState } from './use-list-screen';

/** What the list screen's state gives the table: rows, paging, sorting, loading, retry and the ticked rows. */
type Wired = 'rows' | 'rowKey' | 'total' | 'page' | 'limit' | 'sort' | 'onPageChange' | 'onLimitChange' | 'onSort' | 'loading' | 'failed' | 'onRetry' | 'selection';

interface ListScreenProps<Row extends { _id: string }, OrderBy extends string> extends Omit<DataTableProps<Row, OrderBy>, Wired> {
  /** useListScreen's state. */
  screen: ListScreenState<Row, OrderBy>;
  /** Above the table: search, filters, buttons. */
  toolbar?: ReactNode;
  /** Ticks rows: names each row's checkbox for assistive technology, e.g. 'Selecionar Ana Souza'. */
  selectLabel?: (row: Row) => string;
}

/**
 * Every list screen (catalogues, journeys, admissions, active staff, dismissal, the time clock's lists): its toolbar,
 * then the paged, sortable table of useListScreen's page of rows.
 */
export function ListScreen<Row extends { _id: string }, OrderBy extends string>({
  screen,
  toolbar,
  selectLabel,
  ...props
}: ListScreenProps<Row, OrderBy>) {
  const { table, list, selection } = screen;
  return (
    <>
      {toolbar}
      <DataTable
        {...props}
        rows={list.data?.docs ?? []}
        rowKey={(row) => row._id}
        total={list.data?.total ?? 0}
        page={table.query.page}
        limit={table.query.limit}
        sort={table.query}
        onPageChange={table.setPage}
        onLimitChange={table.setLimit}
        onSort={table.toggleSort}
        loading={list.isFetching}
        failed={list.isError}
        onRetry={() => void list.refetch()}
        selection={selectLabel && { selected: selection.selected, onChange: selection.setSelected, rowLabel: selectLabel }}
      />
    </>
  );
}
