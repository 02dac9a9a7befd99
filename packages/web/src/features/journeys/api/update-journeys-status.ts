import { useMutation, useQueryClient } from '@tanstack/react-query';
import { WORKDAY_MSG } from '@colabora/core/workday/messages';
import { apiRequest } from '@/lib/api-client';
import { useSessionUser } from '@/lib/use-session';
import { invalidateJourneys } from './journey-keys';

export interface JourneysStatusVariables {
  selectedJourneys: readonly string[];
  /** true: ATIVAR SELECIONADOS; false: DESATIVAR SELECIONADOS. */
  status: boolean;
}

/** PUT /api/workday with body {selectedJourneys, status} (002 §7.5). */
export function updateJourneysStatus(variables: JourneysStatusVariables) {
  return apiRequest('updateWorkdaysStatus', { body: variables });
}

export function useUpdateJourneysStatus() {
  const companyId = useSessionUser().company._id;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateJourneysStatus,
    meta: { successMessage: WORKDAY_MSG.statusUpdated, errorMessage: WORKDAY_MSG.statusFailed, preferServerMessage: false },
    onSuccess: () => invalidateJourneys(queryClient, companyId),
  });
}
