import { BANK_MSG } from '@colabora/core/timeclock/bank-messages';
import type { HoursBankOrderBy, HoursBankRow } from '@colabora/core/timeclock/hours-bank';
import { useDialogState } from '@/components/dialogs/use-dialog-state';
import type { TableQuery } from '@/components/data-table/use-table-state';
import { ListScreen } from '@/components/list-screen/list-screen';
import { useSessionUser } from '@/lib/use-session';
import { listHoursBankQueryOptions } from '../../api/list-hours-bank';
import { RecordsFilter } from '../filters/records-filter';
import { usePeriodListScreen } from '../filters/use-period-list-screen';
import { BankDialog } from './bank-dialog';
import { ExpiringHours } from './expiring-hours';
import { hoursBankColumns } from './hours-bank-columns';

const NOBODY: Pick<HoursBankRow, '_id' | 'fullName' | 'allTimeCompTime'> = { _id: '', fullName: '', allTimeCompTime: 0 };

/**
 * BANCO DE HORAS (002 §2.3, §4.4): the hours about to expire (issue 22 §4), the filters of REGISTROS GERAIS, the
 * table of the period's hours and banks (name ascending by default), and the 'BANCO DE HORAS' dialog of a row.
 */
export function HoursBankTab() {
  const companyId = useSessionUser().company._id;
  const screen = usePeriodListScreen('fullName', (query: TableQuery<HoursBankOrderBy>, filters) => listHoursBankQueryOptions(companyId, query, filters));
  const { table } = screen;
  const dialog = useDialogState(NOBODY);
  return (
    <>
      <ExpiringHours />
      <ListScreen
        screen={screen}
        toolbar={<RecordsFilter filters={table.filters} onApply={screen.apply} search={table.search} onSearch={table.setSearch} />}
        title={BANK_MSG.tableTitle}
        columns={hoursBankColumns(dialog.show)}
        failedText={BANK_MSG.listFailed}
        emptyText={BANK_MSG.empty}
      />
      <BankDialog open={dialog.open} person={dialog.value} onClose={dialog.close} />
    </>
  );
}
