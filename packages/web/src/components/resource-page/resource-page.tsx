import Add from '@mui/icons-material/Add';
import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import Button from '@mui/material/Button';
import type { CatalogDoc } from '@colabora/core/catalog/catalog-spec';
import { useState, type ReactNode } from 'react';
import type { DataTableColumn } from '@/components/data-table/data-table-column';
import { bulkUploadAction, removeSelectedAction, TableActionsMenu } from '@/components/data-table/table-actions-menu';
import type { TableQuery } from '@/components/data-table/use-table-state';
import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';
import { useDialogState } from '@/components/dialogs/use-dialog-state';
import { BULK_IMPORT_LABEL, ImportDialog } from '@/components/import-dialog/import-dialog';
import { PageHeader } from '@/components/layout/page-header';
import { ListScreen } from '@/components/list-screen/list-screen';
import { useListScreen } from '@/components/list-screen/use-list-screen';
import { ApiError } from '@/lib/api-error';
import { useSessionUser } from '@/lib/use-session';
import type { CatalogApi, CatalogFilters } from './catalog-api';
import { ResourceToolbar, type ResourceFilter } from './resource-toolbar';
import { RowActions } from './row-actions';
import { SingleTab } from './single-tab';

/** The screen's own texts; the list's and removal's come from the catalogue's definition. */
export interface ResourcePageTexts {
  title: string;
  searchLabel: string;
  addLabel: string;
  tableTitle: string;
  importTitle: string;
  /** The screen's one tab above the list (FERIADOS), when the spec shows one. */
  tab?: string;
}

export interface ResourceFormProps<Row> {
  open: boolean;
  /** null: adding. */
  item: Row | null;
  onClose: () => void;
  /** After an add, with the new item's name. */
  onCreated: (name: string) => void;
}

interface ResourcePageProps<Input, Row extends CatalogDoc, OrderBy extends string, Filter extends string> {
  api: CatalogApi<Input, Row, OrderBy, Filter>;
  texts: ResourcePageTexts;
  columns: DataTableColumn<Row, OrderBy>[];
  renderForm: (props: ResourceFormProps<Row>) => ReactNode;
  /** Dropdown filters beside the search box. */
  filters?: readonly ResourceFilter<Filter>[];
  /** More buttons in the header, before the add button. */
  headerActions?: ReactNode;
}

/**
 * A company catalogue screen (job roles, departments, holidays): search and filters, add/edit dialog, bulk
 * import, paged and sortable table with edit and remove actions and their confirmation. A catalogue with a
 * bulk removal also ticks rows, and its actions (EXCLUIR SELECIONADOS, IMPORTAR EM MASSA) sit in a menu.
 */
export function ResourcePage<Input, Row extends CatalogDoc, OrderBy extends string, Filter extends string = never>(
  props: ResourcePageProps<Input, Row, OrderBy, Filter>,
) {
  const { api, texts } = props;
  const { spec } = api;
  const filters = props.filters ?? [];
  const companyId = useSessionUser().company._id;
  const screen = useListScreen({
    orderBy: spec.defaultOrderBy,
    filters: Object.fromEntries(filters.map((filter) => [filter.key, filter.initial ?? ''])) as CatalogFilters<Filter>,
    query: (query: TableQuery<OrderBy>, values: CatalogFilters<Filter>) => api.pageQueryOptions(companyId, query, values),
  });
  const { table, selection, selected } = screen;
  const remove = api.useRemove();
  const removeMany = api.useRemoveMany();
  const downloadModel = api.useDownloadModel();
  const importSheet = api.useImport();
  const form = useDialogState<Row | null>(null);
  const removal = useDialogState<Row | null>(null);
  const bulkRemoval = useDialogState<string[]>([]);
  const [importing, setImporting] = useState(false);

  const bulk = spec.bulkRemove;
  const columns: DataTableColumn<Row, OrderBy>[] = [
    ...props.columns,
    {
      key: 'actions',
      label: 'Ação',
      align: 'center',
      width: 120,
      render: (row) => (
        <RowActions
          name={spec.rowLabel(row)}
          onEdit={() => form.show(row)}
          onRemove={() => {
            remove.reset();
            removal.show(row);
          }}
        />
      ),
    },
  ];

  function confirmRemoval() {
    const item = removal.value;
    if (!item) return;
    remove.mutate(item, {
      onSuccess: () => {
        removal.close();
        screen.afterRemoving(1);
      },
    });
  }

  function confirmBulkRemoval() {
    removeMany.mutate(bulkRemoval.value, {
      onSuccess: () => {
        bulkRemoval.close();
        selection.clear();
        screen.afterRemoving(bulkRemoval.value.length);
      },
    });
  }

  const serverReason = (error: Error | null) => (error instanceof ApiError ? error.serverMessage : null);
  const importButton = (
    <Button variant="outlined" startIcon={<CloudUploadOutlined />} onClick={() => setImporting(true)}>
      {BULK_IMPORT_LABEL}
    </Button>
  );

  return (
    <>
      <PageHeader
        title={texts.title}
        actions={
          <>
            {!bulk && importButton}
            {props.headerActions}
            <Button variant="contained" startIcon={<Add />} onClick={() => form.show(null)}>
              {texts.addLabel}
            </Button>
          </>
        }
      />
      <SingleTab label={texts.tab}>
        <ListScreen
          screen={screen}
          toolbar={
            <ResourceToolbar
              searchLabel={texts.searchLabel}
              search={table.search}
              onSearch={table.setSearch}
              filters={filters}
              values={table.filters}
              onFilter={table.setFilter}
            />
          }
          title={texts.tableTitle}
          columns={columns}
          failedText={spec.texts.listFailed}
          emptyText={spec.texts.empty}
          selectLabel={bulk ? (row) => `Selecionar ${spec.rowLabel(row)}` : undefined}
          actions={
            bulk && (
              <TableActionsMenu
                selectedCount={selected.length}
                actions={[
                  removeSelectedAction(selected, (ids) => {
                    removeMany.reset();
                    bulkRemoval.show(ids);
                  }),
                  bulkUploadAction(BULK_IMPORT_LABEL, () => setImporting(true)),
                ]}
              />
            )
          }
        />
      </SingleTab>
      {props.renderForm({
        open: form.open,
        item: form.value,
        onClose: form.close,
        // A new item may sort onto any page: the list shows it by searching its name.
        onCreated: table.setSearch,
      })}
      <ConfirmDialog
        open={removal.open}
        title={spec.texts.removeTitle}
        message={spec.texts.removeQuestion(removal.value?.name ?? '')}
        busy={remove.isPending}
        error={serverReason(remove.error)}
        onConfirm={confirmRemoval}
        onClose={removal.close}
      />
      {bulk && (
        <ConfirmDialog
          open={bulkRemoval.open}
          title={bulk.texts.title}
          message={bulk.texts.question(bulkRemoval.value.length)}
          busy={removeMany.isPending}
          error={serverReason(removeMany.error)}
          onConfirm={confirmBulkRemoval}
          onClose={bulkRemoval.close}
        />
      )}
      <ImportDialog
        open={importing}
        title={texts.importTitle}
        onClose={() => setImporting(false)}
        downloadModel={downloadModel}
        importSheet={importSheet}
      />
    </>
  );
}
