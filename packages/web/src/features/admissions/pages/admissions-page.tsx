import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import type { AdmissionListItem } from '@colabora/core/admission/contract';
import { ADMISSION_LIST_MSG } from '@colabora/core/admission/new-collaborator';
import { appPath } from '@colabora/core/navigation/app-routes';
import type { AdmissionOrderBy } from '@colabora/core/users/schema';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { bulkUploadAction, removeSelectedAction, TableActionsMenu } from '@/components/data-table/table-actions-menu';
import type { TableQuery } from '@/components/data-table/use-table-state';
import { useDialogState } from '@/components/dialogs/use-dialog-state';
import { BULK_IMPORT_LABEL } from '@/components/import-dialog/import-dialog';
import { PageHeader } from '@/components/layout/page-header';
import { ListScreen } from '@/components/list-screen/list-screen';
import { useListScreen } from '@/components/list-screen/use-list-screen';
import { SingleTab } from '@/components/resource-page/single-tab';
import { useSessionUser } from '@/lib/use-session';
import type { AdmissionFilters } from '../api/admission-keys';
import { listAdmissionsQueryOptions } from '../api/list-admissions';
import { admissionColumns } from '../components/admission-columns';
import { AdmissionsToolbar } from '../components/admissions-toolbar';
import { EmployeeImportDialog } from '../components/employee-import-dialog';
import { LimitDateDialog } from '../components/limit-date-dialog';
import { RemoveSelectedDialog } from '../components/remove-selected-dialog';

const NO_FILTER: AdmissionFilters = { percentageFilled: '' };

/** /home/admissions (spec 001 'Admissions list'). */
export function AdmissionsPage() {
  const companyId = useSessionUser().company._id;
  const navigate = useNavigate();
  const screen = useListScreen({
    orderBy: 'fullName',
    filters: NO_FILTER,
    query: (query: TableQuery<AdmissionOrderBy>, filters: AdmissionFilters) => listAdmissionsQueryOptions(companyId, query, filters),
  });
  const { table, selected } = screen;
  const expired = useDialogState<AdmissionListItem | null>(null);
  const removal = useDialogState<string[]>([]);
  const [importing, setImporting] = useState(false);

  return (
    <>
      <PageHeader
        title={ADMISSION_LIST_MSG.title}
        actions={
          <Button component={Link} to={appPath('newCollaborator')} variant="contained" startIcon={<Add />}>
            ADICIONAR COLABORADOR
          </Button>
        }
      />
      <SingleTab label="COLABORADORES">
        <ListScreen
          screen={screen}
          toolbar={
            <AdmissionsToolbar
              search={table.search}
              onSearch={table.setSearch}
              percentageFilled={table.filters.percentageFilled}
              onPercentageFilled={(value) => table.setFilter('percentageFilled', value)}
            />
          }
          title="COLABORADORES EM ADMISSÃO"
          columns={admissionColumns(expired.show)}
          failedText={ADMISSION_LIST_MSG.fetchFailed}
          emptyText={ADMISSION_LIST_MSG.empty}
          selectLabel={(row) => `Selecionar ${row.fullName}`}
          onRowClick={(row) => void navigate(appPath('admissionDetail', { userId: row._id }))}
          actions={
            <TableActionsMenu
              selectedCount={selected.length}
              actions={[removeSelectedAction(selected, removal.show), bulkUploadAction(BULK_IMPORT_LABEL, () => setImporting(true))]}
            />
          }
        />
      </SingleTab>
      <LimitDateDialog open={expired.open} row={expired.value} onClose={expired.close} />
      <RemoveSelectedDialog
        open={removal.open}
        usersId={removal.value}
        onRemoved={() => {
          screen.selection.clear();
          screen.afterRemoving(removal.value.length);
        }}
        onClose={removal.close}
      />
      <EmployeeImportDialog open={importing} onClose={() => setImporting(false)} />
    </>
  );
}
