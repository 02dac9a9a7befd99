import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DISMISSAL_MSG } from '@colabora/core/dismissal/messages';
import { apiRequest } from '@/lib/api-client';

/** PUT /api/users/reactivate/{userId}: back to the active list with the status the person had (002 §4.5). */
export function reactivateCollaborator(userId: string) {
  return apiRequest('reactivateUser', { params: { userId } });
}

export function useReactivateCollaborator(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => reactivateCollaborator(userId),
    meta: { successMessage: DISMISSAL_MSG.reactivated, errorMessage: DISMISSAL_MSG.reactivateFailed, preferServerMessage: false },
    // The person leaves this process and comes back to Ativos, which other features cache: each screen asks
    // again when it next opens (not now, so this page does not ask for a process that no longer exists).
    onSuccess: () => void queryClient.invalidateQueries({ refetchType: 'none' }),
  });
}
