import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { RECORDS_MSG, type RecordsOrderBy } from '@colabora/core/timeclock/records';
import { DataTable } from '@/components/data-table/data-table';
import { pagedTableProps } from '@/components/data-table/paged-table-props';
import { useSessionUser } from '@/lib/use-session';
import { listPointRecordsQueryOptions } from '../../api/list-point-records';
import { RecordsFilter } from '../filters/records-filter';
import { usePeriodTableState } from '../filters/use-period-table-state';
import { recordsColumns } from './records-columns';

/** REGISTROS GERAIS (002 §2.3): the period filters and the 'Colaboradores' table, name ascending by default. */
export function RecordsTab() {
  const companyId = useSessionUser().company._id;
  const table = usePeriodTableState<RecordsOrderBy>('fullName');
  const list = useQuery({ ...listPointRecordsQueryOptions(companyId, table.query, table.listFilters), placeholderData: keepPreviousData });
  return (
    <>
      <RecordsFilter filters={table.filters} onApply={table.apply} search={table.search} onSearch={table.setSearch} />
      <DataTable
        title={RECORDS_MSG.title}
        columns={recordsColumns()}
        {...pagedTableProps(table, list)}
        rowKey={(row) => row._id}
        failedText={RECORDS_MSG.fetchFailed}
        emptyText={RECORDS_MSG.empty}
      />
    </>
  );
}
