import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { COMPANY_SETTINGS_MSG, type CompanySettings, type CompanySettingsBody } from '@colabora/core/company/settings';
import { apiRequest } from '@/lib/api-client';
import { getSession, saveSession } from '@/lib/session';

const settingsKey = (companyId: string) => ['company-settings', companyId] as const;

/** GET /api/company/settings/{companyId}: the company's hours-bank regime and time zone (issue 22 §4, §6). */
export function getCompanySettings(companyId: string, signal?: AbortSignal) {
  return apiRequest('getCompanySettings', { params: { companyId }, signal });
}

export function useCompanySettings(companyId: string) {
  // The page shows its own failure with a retry, so no notice here.
  return useQuery({ queryKey: settingsKey(companyId), queryFn: ({ signal }) => getCompanySettings(companyId, signal) });
}

/** The signed-in session shows dates in the zone just chosen (lib/format-date.ts reads it from the session user). */
function keepZone(settings: CompanySettings): void {
  const session = getSession();
  if (session) saveSession({ ...session, user: { ...session.user, company: { ...session.user.company, timeZone: settings.timeZone } } });
}

/** PUT /api/company/settings/{companyId}: the administrator's choice; the answer is shown at once. */
export function useUpdateCompanySettings(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CompanySettingsBody) => apiRequest('updateCompanySettings', { params: { companyId }, body }),
    meta: { successMessage: COMPANY_SETTINGS_MSG.saved, errorMessage: COMPANY_SETTINGS_MSG.saveFailed, preferServerMessage: false },
    onSuccess: (settings: CompanySettings) => {
      queryClient.setQueryData(settingsKey(companyId), settings);
      keepZone(settings);
    },
  });
}
