import { RECORDS_MSG, type RecordsOrderBy } from '@colabora/core/timeclock/records';
import type { TableQuery } from '@/components/data-table/use-table-state';
import { ListScreen } from '@/components/list-screen/list-screen';
import { useSessionUser } from '@/lib/use-session';
import { listPointRecordsQueryOptions } from '../../api/list-point-records';
import { RecordsFilter } from '../filters/records-filter';
import { usePeriodListScreen } from '../filters/use-period-list-screen';
import { recordsColumns } from './records-columns';

/** REGISTROS GERAIS (002 §2.3): the period filters and the 'Colaboradores' table, name ascending by default. */
export function RecordsTab() {
  const companyId = useSessionUser().company._id;
  const screen = usePeriodListScreen('fullName', (query: TableQuery<RecordsOrderBy>, filters) => listPointRecordsQueryOptions(companyId, query, filters));
  const { table } = screen;
  return (
    <ListScreen
      screen={screen}
      toolbar={<RecordsFilter filters={table.filters} onApply={screen.apply} search={table.search} onSearch={table.setSearch} />}
      title={RECORDS_MSG.title}
      columns={recordsColumns()}
      failedText={RECORDS_MSG.fetchFailed}
      emptyText={RECORDS_MSG.empty}
    />
  );
}
