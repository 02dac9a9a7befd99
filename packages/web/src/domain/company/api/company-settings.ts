import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useSessionUser } from '@/lib/use-session';

/** Shared by the settings screen (which changes them) and the hiring data (which chooses a place of work). */
export const companySettingsKey = (companyId: string) => ['company-settings', companyId] as const;

/** GET /api/company/settings/{companyId}: the hours-bank regime, the time zone and the employer data (issues 22, 23). */
export function companySettingsQueryOptions(companyId: string) {
  return queryOptions({
    queryKey: companySettingsKey(companyId),
    queryFn: ({ signal }) => apiRequest('getCompanySettings', { params: { companyId }, signal }),
  });
}

/** The company's places of work, in the administrator's order (the first is the default: art. 79 IV). */
export function usePlacesOfWork() {
  return useQuery({ ...companySettingsQueryOptions(useSessionUser().company._id), select: (settings) => settings.employer.placesOfWork });
}
