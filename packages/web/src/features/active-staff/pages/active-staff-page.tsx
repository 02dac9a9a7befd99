import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { canReturnFromLeave } from '@colabora/core/activity/rules';
import type { ActiveOrderBy } from '@colabora/core/people/active-list';
import { useState } from 'react';
import { DataTable } from '@/components/data-table/data-table';
import { pagedTableProps } from '@/components/data-table/paged-table-props';
import { useRowSelection } from '@/components/data-table/row-selection';
import { TableActionsMenu } from '@/components/data-table/table-actions-menu';
import { useTableState } from '@/components/data-table/use-table-state';
import { PageHeader } from '@/components/layout/page-header';
import { useSessionUser } from '@/lib/use-session';
import { ACTIVE_LIST_MSG } from '../active-staff-messages';
import type { ActiveStaffFilters } from '../api/active-staff-keys';
import { listActiveStaffQueryOptions } from '../api/list-active-staff';
import { activeColumns } from '../components/active-columns';
import { ActiveStaffToolbar } from '../components/active-staff-toolbar';
import { ReturnFromLeaveDialog } from '../components/activity/return-from-leave-dialog';
import { ArchiveSelectedDialog } from '../components/archive-selected-dialog';
import { PayslipBulkDialog } from '../components/payslips/payslip-bulk-dialog';

const NO_FILTER: ActiveStaffFilters = { jobRole: '', department: '', statusActive: '' };

interface Opened<Value> {
  open: boolean;
  value: Value;
}

/** /home/active (spec 000 §2.5). */
export function ActiveStaffPage() {
  const companyId = useSessionUser().company._id;
  const table = useTableState<ActiveOrderBy, ActiveStaffFilters>('fullName', NO_FILTER);
  const list = useQuery({
    ...listActiveStaffQueryOptions(companyId, table.query, table.filters),
    placeholderData: keepPreviousData,
  });
  const selection = useRowSelection(JSON.stringify([table.query, table.filters]));
  // Dialogs keep their last value while closing, so their text does not change during the fade.
  const [removal, setRemoval] = useState<Opened<string[]>>({ open: false, value: [] });
  const [returning, setReturning] = useState<Opened<string>>({ open: false, value: '' });
  const [bulkPayslips, setBulkPayslips] = useState(false);

  const rows = list.data?.docs ?? [];
  const selected = rows.filter((row) => selection.selected.has(row._id)).map((row) => row._id);

  return (
    <>
      <PageHeader title={ACTIVE_LIST_MSG.title} />
      <ActiveStaffToolbar
        search={table.search}
        onSearch={table.setSearch}
        filters={table.filters}
        onFilter={(key, value) => table.setFilter(key, value)}
      />
      <DataTable
        title={ACTIVE_LIST_MSG.tableTitle}
        columns={activeColumns()}
        {...pagedTableProps(table, list)}
        rowKey={(row) => row._id}
        failedText={ACTIVE_LIST_MSG.fetchFailed}
        emptyText={ACTIVE_LIST_MSG.empty}
        selection={{
          selected: selection.selected,
          onChange: selection.setSelected,
          rowLabel: (row) => `Selecionar ${row.fullName}`,
        }}
        // 000 §2.5: only a leave with no forecast of end, outside experience and efetivado, is clickable.
        rowClickable={(row) => canReturnFromLeave(row.statusActive, row)}
        onRowClick={(row) => setReturning({ open: true, value: row._id })}
        actions={
          <TableActionsMenu
            selectedCount={selected.length}
            actions={[
              {
                label: ACTIVE_LIST_MSG.deleteSelected,
                icon: <DeleteOutline fontSize="small" />,
                disabled: selected.length === 0,
                onClick: () => setRemoval({ open: true, value: selected }),
              },
              {
                label: 'ENVIAR HOLERITES EM MASSA',
                icon: <CloudUploadOutlined fontSize="small" />,
                onClick: () => setBulkPayslips(true),
              },
            ]}
          />
        }
      />
      <ArchiveSelectedDialog
        open={removal.open}
        usersId={removal.value}
        onArchived={() => {
          selection.clear();
          // Archiving every row of a page shows the page before it.
          if (removal.value.length === rows.length && table.query.page > 1) table.setPage(table.query.page - 1);
        }}
        onClose={() => setRemoval((current) => ({ ...current, open: false }))}
      />
      <ReturnFromLeaveDialog
        userId={returning.value}
        open={returning.open}
        onClose={() => setReturning((current) => ({ ...current, open: false }))}
      />
      <PayslipBulkDialog open={bulkPayslips} onClose={() => setBulkPayslips(false)} />
    </>
  );
}
