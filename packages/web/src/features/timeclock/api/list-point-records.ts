import { queryOptions } from '@tanstack/react-query';
import type { PeriodListFilters } from '@colabora/core/timeclock/period-filter';
import { RECORDS_MSG, type RecordsOrderBy } from '@colabora/core/timeclock/records';
import type { TableQuery } from '@/components/data-table/use-table-state';
import { apiRequest } from '@/lib/api-client';
import { timeclockKeys } from '@/domain/timeclock/api/timeclock-keys';

/** GET /api/point-registers/records/{companyId}: REGISTROS GERAIS of the period, filtered, sorted, paged (002 §7.2). */
export function listPointRecords(companyId: string, query: TableQuery<RecordsOrderBy>, filters: PeriodListFilters, signal?: AbortSignal) {
  return apiRequest('listPointRecords', { params: { companyId }, query: { ...query, ...filters }, signal });
}

export function listPointRecordsQueryOptions(companyId: string, query: TableQuery<RecordsOrderBy>, filters: PeriodListFilters) {
  return queryOptions({
    queryKey: timeclockKeys.records(companyId, query, filters),
    queryFn: ({ signal }) => listPointRecords(companyId, query, filters, signal),
    meta: { errorMessage: RECORDS_MSG.fetchFailed },
  });
}
