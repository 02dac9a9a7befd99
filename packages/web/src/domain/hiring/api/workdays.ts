import { queryOptions, useQuery } from '@tanstack/react-query';
import { MSG } from '@colabora/core/messages';
import { apiRequest } from '@/lib/api-client';
import { useSessionUser } from '@/lib/use-session';

/** Shared by the hiring-data form and the collaborator detail's workday and scale. */
export const workdaysKey = (companyId: string) => ['workdays', companyId] as const;

/** GET /api/workday/{companyId}: the company's journeys, for the workday select (001 §7). */
export function listWorkdays(companyId: string, signal?: AbortSignal) {
  return apiRequest('listWorkdays', { params: { companyId }, signal });
}

export function workdaysQueryOptions(companyId: string) {
  return queryOptions({
    queryKey: workdaysKey(companyId),
    queryFn: ({ signal }) => listWorkdays(companyId, signal),
    meta: { errorMessage: MSG.fetchFailure },
  });
}

export function useWorkdays() {
  return useQuery(workdaysQueryOptions(useSessionUser().company._id));
}
