import Add from '@mui/icons-material/Add';
import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdmissionListItem } from '@colabora/core/admission/contract';
import { ADMISSION_LIST_MSG } from '@colabora/core/admission/new-collaborator';
import { appPath } from '@colabora/core/navigation/app-routes';
import type { AdmissionOrderBy } from '@colabora/core/users/schema';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { DataTable } from '@/components/data-table/data-table';
import { pagedTableProps } from '@/components/data-table/paged-table-props';
import { useRowSelection } from '@/components/data-table/row-selection';
import { TableActionsMenu } from '@/components/data-table/table-actions-menu';
import { useTableState } from '@/components/data-table/use-table-state';
import { PageHeader } from '@/components/layout/page-header';
import { useSessionUser } from '@/lib/use-session';
import type { AdmissionFilters } from '../api/admission-keys';
import { listAdmissionsQueryOptions } from '../api/list-admissions';
import { admissionColumns } from '../components/admission-columns';
import { AdmissionsToolbar } from '../components/admissions-toolbar';
import { EmployeeImportDialog } from '../components/employee-import-dialog';
import { LimitDateDialog } from '../components/limit-date-dialog';
import { RemoveSelectedDialog } from '../components/remove-selected-dialog';

const NO_FILTER: AdmissionFilters = { percentageFilled: '' };

interface Opened<Value> {
  open: boolean;
  value: Value;
}

/** /home/admissions (spec 001 'Admissions list'). */
export function AdmissionsPage() {
  const companyId = useSessionUser().company._id;
  const navigate = useNavigate();
  const table = useTableState<AdmissionOrderBy, AdmissionFilters>('fullName', NO_FILTER);
  const list = useQuery({
    ...listAdmissionsQueryOptions(companyId, table.query, table.filters),
    placeholderData: keepPreviousData,
  });
  const selection = useRowSelection(JSON.stringify([table.query, table.filters]));
  // Dialogs keep their last value while closing, so their text does not change during the fade.
  const [expired, setExpired] = useState<Opened<AdmissionListItem | null>>({ open: false, value: null });
  const [removal, setRemoval] = useState<Opened<string[]>>({ open: false, value: [] });
  const [importing, setImporting] = useState(false);

  const rows = list.data?.docs ?? [];
  const selected = rows.filter((row) => selection.selected.has(row._id)).map((row) => row._id);

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
      <Tabs value={0} sx={{ mb: 2 }}>
        <Tab label="COLABORADORES" id="admissions-tab" aria-controls="admissions-panel" />
      </Tabs>
      <Box role="tabpanel" id="admissions-panel" aria-labelledby="admissions-tab">
        <AdmissionsToolbar
          search={table.search}
          onSearch={table.setSearch}
          percentageFilled={table.filters.percentageFilled}
          onPercentageFilled={(value) => table.setFilter('percentageFilled', value)}
        />
        <DataTable
          title="COLABORADORES EM ADMISSÃO"
          columns={admissionColumns((row) => setExpired({ open: true, value: row }))}
          {...pagedTableProps(table, list)}
          rowKey={(row) => row._id}
          failedText={ADMISSION_LIST_MSG.fetchFailed}
          emptyText={ADMISSION_LIST_MSG.empty}
          selection={{
            selected: selection.selected,
            onChange: selection.setSelected,
            rowLabel: (row) => `Selecionar ${row.fullName}`,
          }}
          onRowClick={(row) => void navigate(appPath('admissionDetail', { userId: row._id }))}
          actions={
            <TableActionsMenu
              selectedCount={selected.length}
              actions={[
                {
                  label: 'EXCLUIR SELECIONADOS',
                  icon: <DeleteOutline fontSize="small" />,
                  disabled: selected.length === 0,
                  onClick: () => setRemoval({ open: true, value: selected }),
                },
                {
                  label: 'IMPORTAR EM MASSA',
                  icon: <CloudUploadOutlined fontSize="small" />,
                  onClick: () => setImporting(true),
                },
              ]}
            />
          }
        />
      </Box>
      <LimitDateDialog
        open={expired.open}
        row={expired.value}
        onClose={() => setExpired((current) => ({ ...current, open: false }))}
      />
      <RemoveSelectedDialog
        open={removal.open}
        usersId={removal.value}
        onRemoved={() => {
          selection.clear();
          // Removing every row of a page shows the page before it.
          if (removal.value.length === rows.length && table.query.page > 1) table.setPage(table.query.page - 1);
        }}
        onClose={() => setRemoval((current) => ({ ...current, open: false }))}
      />
      <EmployeeImportDialog open={importing} onClose={() => setImporting(false)} />
    </>
  );
}
