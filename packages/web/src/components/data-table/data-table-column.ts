import type { ReactNode } from 'react';

export type SortOrder = 'asc' | 'desc';

export interface DataTableColumn<Row, OrderBy extends string = string> {
  /** Unique per table. */
  key: string;
  label: string;
  render: (row: Row) => ReactNode;
  /** The server's orderBy value; a column without it cannot be sorted. */
  sortKey?: OrderBy;
  align?: 'left' | 'right' | 'center';
  width?: number | string;
  /**
   * A column of free text (names, e-mails) that gives up width when the row is wider than the screen: its cells
   * never widen the table, and their text ends in an ellipsis (TruncatedText adds the tooltip). Give it a `width`
   * in percent: its share of the row.
   */
  shrink?: boolean;
}

export interface SortState<OrderBy extends string> {
  orderBy: OrderBy;
  order: SortOrder;
}

/** Clicking the sorted column flips its direction; another column starts ascending (spec 002 §9). */
export function nextSort<OrderBy extends string>(current: SortState<OrderBy>, clicked: OrderBy): SortState<OrderBy> {
  if (current.orderBy === clicked) return { orderBy: clicked, order: current.order === 'asc' ? 'desc' : 'asc' };
  return { orderBy: clicked, order: 'asc' };
}
