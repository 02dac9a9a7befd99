import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { canReturnFromLeave } from '@colabora/core/activity/rules';
import type { ActiveOrderBy } from '@colabora/core/people/active-list';
import { useState } from 'react';
import { DataTable } from '@/components/data-table/data-table';
import { pagedTableProps } from '@/components/data-table/paged-table-props';
import { useRowSelection } from '@/components/data-table/row-selection';
import { bulkUploadAction, removeSelectedAction, TableActionsMenu } from '@/components/data-table/table-actions-menu';
import { useTableState } from '@/components/data-table/use-table-state';
import { useDialogState } from '@/components/dialogs/use-dialog-state';
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

/** /home/active (spec 000 §2.5). */
export function ActiveStaffPage() {
  const companyId = useSessionUser().company._id;
  const table = useTableState<ActiveOrderBy, ActiveStaffFilters>('fullName', NO_FILTER);
  const list = useQuery({
    ...listActiveStaffQueryOptions(companyId, table.query, table.filters),
    placeholderData: keepPreviousData,
  });
  const selection = useRowSelection(JSON.stringify([table.query, table.filters]));
  const removal = useDialogState<string[]>([]);
  const returning = useDialogState('');
  const [bulkPayslips, setBulkPayslips] = useState(false);

  const rows = list.data?.docs ?? [];
  const selected = selection.idsIn(rows);

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
        onRowClick={(row) => returning.show(row._id)}
        actions={
          <TableActionsMenu
            selectedCount={selected.length}
            actions={[removeSelectedAction(selected, removal.show), bulkUploadAction('ENVIAR HOLERITES EM MASSA', () => setBulkPayslips(true))]}
          />
        }
      />
      <ArchiveSelectedDialog
        open={removal.open}
        usersId={removal.value}
        onArchived={() => {
          selection.clear();
          table.afterRemoving(removal.value.length, rows.length);
        }}
        onClose={removal.close}
      />
      <ReturnFromLeaveDialog
        userId={returning.value}
        open={returning.open}
        onClose={returning.close}
      />
      <PayslipBulkDialog open={bulkPayslips} onClose={() => setBulkPayslips(false)} />
    </>
  );
}
