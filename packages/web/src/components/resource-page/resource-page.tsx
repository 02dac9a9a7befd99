import Add from '@mui/icons-material/Add';
import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {
  keepPreviousData,
  useQuery,
  type QueryKey,
  type UseMutationResult,
  type UseQueryOptions,
} from '@tanstack/react-query';
import type { Page } from '@colabora/core/paging';
import type { ImportAnswer } from '@colabora/core/uploads/schema';
import { useState, type ReactNode } from 'react';
import { DataTable } from '@/components/data-table/data-table';
import { pagedTableProps } from '@/components/data-table/paged-table-props';
import type { DataTableColumn } from '@/components/data-table/data-table-column';
import { useTableState, type TableQuery } from '@/components/data-table/use-table-state';
import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';
import { ImportDialog } from '@/components/import-dialog/import-dialog';
import { PageHeader } from '@/components/layout/page-header';
import { SearchField } from '@/components/search-field';
import { ApiError } from '@/lib/api-error';
import type { ImportSheetVariables } from '@/lib/import-sheet';
import { RowActions } from './row-actions';

export interface NamedRow {
  _id: string;
  name: string;
}

export interface ResourcePageTexts {
  title: string;
  searchLabel: string;
  addLabel: string;
  tableTitle: string;
  emptyText: string;
  importTitle: string;
  removeTitle: string;
  removeQuestion: (name: string) => string;
}

export interface ResourceFormProps<Row> {
  open: boolean;
  /** null: adding. */
  item: Row | null;
  onClose: () => void;
  /** After an add, with the new item's name. */
  onCreated: (name: string) => void;
}

interface ResourcePageProps<Row extends NamedRow, OrderBy extends string, Key extends QueryKey> {
  texts: ResourcePageTexts;
  columns: DataTableColumn<Row, OrderBy>[];
  defaultOrderBy: OrderBy;
  listQuery: (query: TableQuery<OrderBy>) => UseQueryOptions<Page<Row>, Error, Page<Row>, Key>;
  remove: UseMutationResult<unknown, Error, Row>;
  downloadModel: UseMutationResult<void, Error, void>;
  importSheet: UseMutationResult<ImportAnswer, Error, ImportSheetVariables>;
  renderForm: (props: ResourceFormProps<Row>) => ReactNode;
}

interface Opened<Row> {
  open: boolean;
  item: Row | null;
}

const CLOSED = { open: false, item: null };

/**
 * A company catalogue screen (job roles, departments): search, add/edit dialog, bulk import,
 * paged and sortable table with edit and remove actions, removal confirmation.
 */
export function ResourcePage<Row extends NamedRow, OrderBy extends string, Key extends QueryKey>(
  props: ResourcePageProps<Row, OrderBy, Key>,
) {
  const { texts, remove } = props;
  const table = useTableState(props.defaultOrderBy);
  const list = useQuery({ ...props.listQuery(table.query), placeholderData: keepPreviousData });
  // Dialogs keep their last item while closing, so their text does not change during the fade.
  const [form, setForm] = useState<Opened<Row>>(CLOSED);
  const [removal, setRemoval] = useState<Opened<Row>>(CLOSED);
  const [importing, setImporting] = useState(false);

  const rows = list.data?.docs ?? [];
  const columns: DataTableColumn<Row, OrderBy>[] = [
    ...props.columns,
    {
      key: 'actions',
      label: 'Ação',
      align: 'center',
      width: 120,
      render: (row) => (
        <RowActions
          name={row.name}
          onEdit={() => setForm({ open: true, item: row })}
          onRemove={() => {
            remove.reset();
            setRemoval({ open: true, item: row });
          }}
        />
      ),
    },
  ];

  function confirmRemoval() {
    const item = removal.item;
    if (!item) return;
    remove.mutate(item, {
      onSuccess: () => {
        setRemoval((current) => ({ ...current, open: false }));
        // Removing the last row of a page shows the page before it.
        if (rows.length === 1 && table.query.page > 1) table.setPage(table.query.page - 1);
      },
    });
  }

  const removalError = remove.error instanceof ApiError ? remove.error.serverMessage : null;

  return (
    <>
      <PageHeader
        title={texts.title}
        actions={
          <>
            <Button variant="outlined" startIcon={<CloudUploadOutlined />} onClick={() => setImporting(true)}>
              IMPORTAR EM MASSA
            </Button>
            <Button variant="contained" startIcon={<Add />} onClick={() => setForm({ open: true, item: null })}>
              {texts.addLabel}
            </Button>
          </>
        }
      />
      <Box sx={{ mb: 2 }}>
        <SearchField label={texts.searchLabel} value={table.search} onChange={table.setSearch} />
      </Box>
      <DataTable
        title={texts.tableTitle}
        columns={columns}
        {...pagedTableProps(table, list)}
        rowKey={(row) => row._id}
        emptyText={texts.emptyText}
      />
      {props.renderForm({
        ...form,
        onClose: () => setForm((current) => ({ ...current, open: false })),
        // A new item may sort onto any page: the list shows it by searching its name.
        onCreated: table.setSearch,
      })}
      <ConfirmDialog
        open={removal.open}
        title={texts.removeTitle}
        message={texts.removeQuestion(removal.item?.name ?? '')}
        busy={remove.isPending}
        error={removalError}
        onConfirm={confirmRemoval}
        onClose={() => setRemoval((current) => ({ ...current, open: false }))}
      />
      <ImportDialog
        open={importing}
        title={texts.importTitle}
        onClose={() => setImporting(false)}
        downloadModel={props.downloadModel}
        importSheet={props.importSheet}
      />
    </>
  );
}
