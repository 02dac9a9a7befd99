import { useMutation, useQueryClient } from '@tanstack/react-query';
import { WORKDAY_MSG } from '@colabora/core/workday/messages';
import { apiRequest } from '@/lib/api-client';
import { useSessionUser } from '@/lib/use-session';
import { invalidateJourneys } from './journey-keys';

/** DELETE /api/workday with body {selectedJourneys}: EXCLUIR SELECIONADOS (002 §7.5). */
export function deleteJourneys(selectedJourneys: readonly string[]) {
  return apiRequest('deleteWorkdays', { body: { selectedJourneys } });
}

export function useDeleteJourneys() {
  const companyId = useSessionUser().company._id;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteJourneys,
    // 002 §8: the server's message, when there is one, is preferred for this failure.
    meta: { successMessage: WORKDAY_MSG.bulkRemoved, errorMessage: WORKDAY_MSG.bulkRemoveFailed },
    onSuccess: () => invalidateJourneys(queryClient, companyId),
  });
}
