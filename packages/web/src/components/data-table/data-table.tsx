import { RETRY_LABEL } from '../retry-alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import { MSG } from '@colabora/core/messages';
import { PAGE_SIZES } from '@colabora/core/paging';
import { useId, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import type { DataTableColumn, SortState } from './data-table-column';
import type { RowSelection } from './row-selection';
import { SelectAllCell, SelectRowCell } from './selection-cells';

export interface DataTableProps<Row, OrderBy extends string> {
  title: string;
  columns: DataTableColumn<Row, OrderBy>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  total: number;
  /** 1-based, as the API pages. */
  page: number;
  limit: number;
  sort: SortState<OrderBy>;
  onPageChange: (page: number) => void;
  onLimitChange: (limit: number) => void;
  onSort: (orderBy: OrderBy) => void;
  loading: boolean;
  failed?: boolean;
  /** Said in the table when the list could not load; 'Falha ao buscar dados' unless the screen has its own. */
  failedText?: string;
  onRetry?: () => void;
  emptyText: string;
  /** Beside the title: actions on the table (e.g. a menu with the selected rows' actions). */
  actions?: ReactNode;
  /** A checkbox column to tick rows. */
  selection?: RowSelection<Row>;
  /** Makes each row open something (mouse or Enter); clicks on the row's own controls are left to them. */
  onRowClick?: (row: Row) => void;
  /** Which rows onRowClick applies to; every row when absent. */
  rowClickable?: (row: Row) => boolean;
}

const NO_WRAP = { whiteSpace: 'nowrap' } as const;
// A zero max-width keeps a cell's text out of the table's minimum width: the column takes its share (`width`, a
// percentage) and its text is cut with an ellipsis instead of pushing the table past the screen.
const SHRINKING_CELL = { whiteSpace: 'nowrap', maxWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' } as const;

const CONTROLS = 'a, button, input, label, [role="button"], [role="checkbox"], [role="combobox"]';

/** A click that belongs to the row itself, not to a control inside it nor to a dialog opened from it. */
function isOwnClick(event: MouseEvent<HTMLElement> | KeyboardEvent<HTMLElement>): boolean {
  const target = event.target;
  if (!(target instanceof Element) || !event.currentTarget.contains(target)) return false;
  const control = target.closest(CONTROLS);
  return control === null || !event.currentTarget.contains(control);
}

/** The paged, sortable table of every list screen (page sizes 5, 10, 25). */
export function DataTable<Row, OrderBy extends string>(props: DataTableProps<Row, OrderBy>) {
  const { title, columns, rows, rowKey, total, page, limit, sort, loading, failed, onRetry, emptyText } = props;
  const { selection } = props;
  const clickHandler = (row: Row) =>
    props.onRowClick && (props.rowClickable?.(row) ?? true) ? props.onRowClick : undefined;
  const titleId = useId();
  const columnCount = columns.length + (selection ? 1 : 0);

  function placeholder() {
    if (loading) return 'Carregando…';
    if (failed) {
      return (
        <>
          {props.failedText ?? MSG.fetchFailure}
          {onRetry && (
            <Button size="small" onClick={onRetry} sx={{ ml: 2 }}>
              {RETRY_LABEL}
            </Button>
          )}
        </>
      );
    }
    return emptyText;
  }

  return (
    <Paper variant="outlined">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, px: 2, py: 1 }}>
        <Typography id={titleId} variant="subtitle1" component="h2" fontWeight={600} sx={{ flex: 1, py: 0.5 }}>
          {title}
        </Typography>
        {props.actions}
      </Box>
      <Box sx={{ height: 4 }}>{loading && <LinearProgress aria-label="Carregando dados" />}</Box>
      {/* Positioned, so a visually hidden text in a cell (absolute) scrolls with the table instead of widening the page. */}
      <TableContainer sx={{ position: 'relative' }}>
        {/* Narrower cell padding than MUI's 16 px: seven columns fit a 1280 px laptop beside the menu. */}
        <Table size="small" aria-labelledby={titleId} aria-busy={loading} sx={{ '& .MuiTableCell-root': { px: 1.25 } }}>
          <TableHead>
            <TableRow>
              {selection && (
                <SelectAllCell keys={rows.map(rowKey)} selected={selection.selected} onChange={selection.onChange} />
              )}
              {columns.map((column) => {
                const sorted = column.sortKey !== undefined && sort.orderBy === column.sortKey;
                return (
                  <TableCell
                    key={column.key}
                    align={column.align}
                    sx={{ width: column.width }}
                    sortDirection={sorted ? sort.order : false}
                  >
                    {column.sortKey === undefined ? (
                      column.label
                    ) : (
                      <TableSortLabel
                        active={sorted}
                        direction={sorted ? sort.order : 'asc'}
                        onClick={() => props.onSort(column.sortKey as OrderBy)}
                      >
                        {column.label}
                      </TableSortLabel>
                    )}
                  </TableCell>
                );
              })}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.length === 0 ? (
              <TableRow>
                <TableCell colSpan={columnCount} align="center" sx={{ py: 6, color: 'text.secondary' }}>
                  {placeholder()}
                </TableCell>
              </TableRow>
            ) : (
              rows.map((row) => {
                const onRowClick = clickHandler(row);
                return (
                  <TableRow
                    key={rowKey(row)}
                    hover
                    selected={selection?.selected.has(rowKey(row))}
                    tabIndex={onRowClick ? 0 : undefined}
                    onClick={(event: MouseEvent<HTMLTableRowElement>) => {
                      if (onRowClick && isOwnClick(event)) onRowClick(row);
                    }}
                    onKeyDown={(event: KeyboardEvent<HTMLTableRowElement>) => {
                      if (onRowClick && event.key === 'Enter' && isOwnClick(event)) onRowClick(row);
                    }}
                    sx={onRowClick ? { cursor: 'pointer' } : undefined}
                  >
                    {selection && (
                      <SelectRowCell
                        rowKey={rowKey(row)}
                        label={selection.rowLabel(row)}
                        selected={selection.selected}
                        onChange={selection.onChange}
                      />
                    )}
                    {/* One line per row: long texts are truncated with a tooltip (TruncatedText), never wrapped. */}
                    {columns.map((column) => (
                      <TableCell key={column.key} align={column.align} sx={column.shrink ? { ...SHRINKING_CELL, width: column.width } : NO_WRAP}>
                        {column.render(row)}
                      </TableCell>
                    ))}
                  </TableRow>
                );
              })
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={total}
        page={Math.min(page - 1, Math.max(0, Math.ceil(total / limit) - 1))}
        rowsPerPage={limit}
        rowsPerPageOptions={[...PAGE_SIZES]}
        onPageChange={(_, zeroBased) => props.onPageChange(zeroBased + 1)}
        onRowsPerPageChange={(event) => props.onLimitChange(Number(event.target.value))}
      />
    </Paper>
  );
}
