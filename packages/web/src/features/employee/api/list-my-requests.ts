import { queryOptions } from '@tanstack/react-query';
import { REQUEST_MSG } from '@colabora/core/timeclock/request-messages';
import type { TableQuery } from '@/components/data-table/use-table-state';
import { apiRequest } from '@/lib/api-client';
import { myRequestsKeys, type MyRequestsFilters, type MyRequestsOrderBy } from './my-requests-keys';

/** GET /api/point-solicitation?page&limit&order&orderBy&status&reason: the caller's own requests (002 §7.1). */
export function listMyRequests(query: TableQuery<MyRequestsOrderBy>, filters: MyRequestsFilters, signal?: AbortSignal) {
  // Blank filters (and the search this tab has none of) are left out of the address.
  return apiRequest('listMyRequests', { query: { ...query, ...filters }, signal });
}

export function listMyRequestsQueryOptions(query: TableQuery<MyRequestsOrderBy>, filters: MyRequestsFilters) {
  return queryOptions({
    queryKey: myRequestsKeys.list(query, filters),
    queryFn: ({ signal }) => listMyRequests(query, filters, signal),
    meta: { errorMessage: REQUEST_MSG.listFailed },
  });
}
