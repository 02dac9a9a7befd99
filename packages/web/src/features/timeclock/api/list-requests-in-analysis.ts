import { queryOptions } from '@tanstack/react-query';
import { REQUEST_MSG } from '@colabora/core/timeclock/request-messages';
import type { TableQuery } from '@/components/data-table/use-table-state';
import { apiRequest } from '@/lib/api-client';
import { requestsKeys, type InAnalysisFilters, type InAnalysisOrderBy } from './requests-keys';

/** GET /api/point-solicitation/in-analysis/{companyId}?page&limit&order&orderBy&reason&text (002 §7.2). */
export function listRequestsInAnalysis(companyId: string, query: TableQuery<InAnalysisOrderBy>, filters: InAnalysisFilters, signal?: AbortSignal) {
  return apiRequest('listRequestsInAnalysis', { params: { companyId }, query: { ...query, ...filters }, signal });
}

export function listRequestsInAnalysisQueryOptions(companyId: string, query: TableQuery<InAnalysisOrderBy>, filters: InAnalysisFilters) {
  return queryOptions({
    queryKey: requestsKeys.inAnalysis(companyId, query, filters),
    queryFn: ({ signal }) => listRequestsInAnalysis(companyId, query, filters, signal),
    meta: { errorMessage: REQUEST_MSG.inAnalysisListFailed },
  });
}
