import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { COMPANY_SETTINGS_MSG, type CompanySettings, type CompanySettingsBody } from '@colabora/core/company/settings';
import { companySettingsKey, companySettingsQueryOptions } from '@/domain/company/api/company-settings';
import { apiRequest } from '@/lib/api-client';
import { getSession, saveSession } from '@/lib/session';

export function useCompanySettings(companyId: string) {
  // The page shows its own failure with a retry, so no notice here.
  return useQuery(companySettingsQueryOptions(companyId));
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
      queryClient.setQueryData(companySettingsKey(companyId), settings);
      keepZone(settings);
    },
  });
}
