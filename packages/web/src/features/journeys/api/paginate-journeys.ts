import { queryOptions } from '@tanstack/react-query';
import type { JourneyOrderBy } from '@colabora/core/workday/api';
import { WORKDAY_MSG } from '@colabora/core/workday/messages';
import type { TableQuery } from '@/components/data-table/use-table-state';
import { apiRequest } from '@/lib/api-client';
import { journeyKeys, type JourneyFilters } from './journey-keys';

/** GET /api/workday/paginate/{companyId}: a page of the company's journeys, searched and filtered (002 §7.5). */
export function paginateJourneys(
  companyId: string,
  query: TableQuery<JourneyOrderBy>,
  filters: JourneyFilters,
  signal?: AbortSignal,
) {
  return apiRequest('paginateWorkdays', { params: { companyId }, query: { ...query, ...filters }, signal });
}

export function paginateJourneysQueryOptions(companyId: string, query: TableQuery<JourneyOrderBy>, filters: JourneyFilters) {
  return queryOptions({
    queryKey: journeyKeys.list(companyId, query, filters),
    queryFn: ({ signal }) => paginateJourneys(companyId, query, filters, signal),
    // Asked again each time the list opens: a journey's Colaboradores (which locks its edit) changes on
    // screens that never touch this list (hiring data, admission, dismissal).
    staleTime: 0,
    meta: { errorMessage: WORKDAY_MSG.listFailed },
  });
}
