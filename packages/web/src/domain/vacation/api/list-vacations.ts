import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

// GET /api/activity/vacation/{companyId}[?user=]: the FÉRIAS list (HR), the detail's and MEUS DADOS' periods.

export const vacationKeys = {
  all: ['vacations'] as const,
  list: (companyId: string, userId: string | null) => ['vacations', companyId, userId ?? 'all'] as const,
};

function vacationsQueryOptions(companyId: string, userId: string | null) {
  return queryOptions({
    queryKey: vacationKeys.list(companyId, userId),
    queryFn: ({ signal }) => apiRequest('listVacations', { params: { companyId }, query: { user: userId ?? undefined }, signal }),
    // A failure is told where the periods would be, with a retry (RetryAlert).
  });
}

/** Every active person of the company, most urgent first (HR). */
export function useCompanyVacations(companyId: string) {
  return useQuery(vacationsQueryOptions(companyId, null));
}

/** One person's periods (HR on the detail, or the person themself). */
export function usePersonVacation(companyId: string, userId: string, enabled = true) {
  return useQuery({ ...vacationsQueryOptions(companyId, userId), select: (items) => items[0] ?? null, enabled });
}
