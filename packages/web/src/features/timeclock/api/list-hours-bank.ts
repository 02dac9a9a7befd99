import { queryOptions } from '@tanstack/react-query';
import { BANK_MSG } from '@colabora/core/timeclock/bank-messages';
import type { HoursBankOrderBy } from '@colabora/core/timeclock/hours-bank';
import type { PeriodListFilters } from '@colabora/core/timeclock/period-filter';
import type { TableQuery } from '@/components/data-table/use-table-state';
import { apiRequest } from '@/lib/api-client';
import { hoursBankKeys } from './hours-bank-keys';

/** GET /api/comp-time/users/{companyId}: BANCO DE HORAS of the period, filtered, sorted, paged (002 §7.2). */
export function listHoursBank(companyId: string, query: TableQuery<HoursBankOrderBy>, filters: PeriodListFilters, signal?: AbortSignal) {
  return apiRequest('listHoursBank', { params: { companyId }, query: { ...query, ...filters }, signal });
}

export function listHoursBankQueryOptions(companyId: string, query: TableQuery<HoursBankOrderBy>, filters: PeriodListFilters) {
  return queryOptions({
    queryKey: hoursBankKeys.list(companyId, query, filters),
    queryFn: ({ signal }) => listHoursBank(companyId, query, filters, signal),
    meta: { errorMessage: BANK_MSG.listFailed },
  });
}
