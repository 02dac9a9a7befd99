import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { BANK_MSG } from '@colabora/core/timeclock/bank-messages';
import type { HoursBankOrderBy, HoursBankRow } from '@colabora/core/timeclock/hours-bank';
import { DataTable } from '@/components/data-table/data-table';
import { pagedTableProps } from '@/components/data-table/paged-table-props';
import { useDialogState } from '@/components/dialogs/use-dialog-state';
import { useSessionUser } from '@/lib/use-session';
import { listHoursBankQueryOptions } from '../../api/list-hours-bank';
import { RecordsFilter } from '../filters/records-filter';
import { usePeriodTableState } from '../filters/use-period-table-state';
import { BankDialog } from './bank-dialog';
import { hoursBankColumns } from './hours-bank-columns';

const NOBODY: Pick<HoursBankRow, '_id' | 'fullName' | 'allTimeCompTime'> = { _id: '', fullName: '', allTimeCompTime: 0 };

/**
 * BANCO DE HORAS (002 §2.3, §4.4): the filters of REGISTROS GERAIS, the table of the period's hours and banks
 * (name ascending by default), and the 'BANCO DE HORAS' dialog of a row.
 */
export function HoursBankTab() {
  const companyId = useSessionUser().company._id;
  const table = usePeriodTableState<HoursBankOrderBy>('fullName');
  const list = useQuery({ ...listHoursBankQueryOptions(companyId, table.query, table.listFilters), placeholderData: keepPreviousData });
  const dialog = useDialogState(NOBODY);
  return (
    <>
      <RecordsFilter filters={table.filters} onApply={table.apply} search={table.search} onSearch={table.setSearch} />
      <DataTable
        title={BANK_MSG.tableTitle}
        columns={hoursBankColumns(dialog.show)}
        {...pagedTableProps(table, list)}
        rowKey={(row) => row._id}
        failedText={BANK_MSG.listFailed}
        emptyText={BANK_MSG.empty}
      />
      <BankDialog open={dialog.open} person={dialog.value} onClose={dialog.close} />
    </>
  );
}
