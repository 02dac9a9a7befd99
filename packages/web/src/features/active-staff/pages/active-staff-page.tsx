import { canReturnFromLeave } from '@colabora/core/activity/rules';
import type { ActiveOrderBy } from '@colabora/core/people/active-list';
import { useState } from 'react';
import { bulkUploadAction, removeSelectedAction, TableActionsMenu } from '@/components/data-table/table-actions-menu';
import type { TableQuery } from '@/components/data-table/use-table-state';
import { useDialogState } from '@/components/dialogs/use-dialog-state';
import { PageHeader } from '@/components/layout/page-header';
import { ListScreen } from '@/components/list-screen/list-screen';
import { useListScreen } from '@/components/list-screen/use-list-screen';
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
  const screen = useListScreen({
    orderBy: 'fullName',
    filters: NO_FILTER,
    query: (query: TableQuery<ActiveOrderBy>, filters: ActiveStaffFilters) => listActiveStaffQueryOptions(companyId, query, filters),
  });
  const { table, selected } = screen;
  const removal = useDialogState<string[]>([]);
  const returning = useDialogState('');
  const [bulkPayslips, setBulkPayslips] = useState(false);

  return (
    <>
      <PageHeader title={ACTIVE_LIST_MSG.title} />
      <ListScreen
        screen={screen}
        toolbar={
          <ActiveStaffToolbar
            search={table.search}
            onSearch={table.setSearch}
            filters={table.filters}
            onFilter={(key, value) => table.setFilter(key, value)}
          />
        }
        title={ACTIVE_LIST_MSG.tableTitle}
        columns={activeColumns()}
        failedText={ACTIVE_LIST_MSG.fetchFailed}
        emptyText={ACTIVE_LIST_MSG.empty}
        selectLabel={(row) => `Selecionar ${row.fullName}`}
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
          screen.selection.clear();
          screen.afterRemoving(removal.value.length);
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
