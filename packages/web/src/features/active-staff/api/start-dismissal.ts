import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DISMISSAL_MSG } from '@colabora/core/dismissal/messages';
import { apiRequest } from '@/lib/api-client';
import { activeStaffKeys } from './active-staff-keys';

/** PUT /api/users/dismissal/{userId}, no body (001 §7): the person enters the dismissal process, unaware of it. */
export function startDismissal(userId: string) {
  return apiRequest('startDismissal', { params: { userId } });
}

export function useStartDismissal(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => startDismissal(userId),
    // 001 §8: the fixed failure text, unless the refusal carries a reason (e.g. the person is not active).
    meta: { successMessage: DISMISSAL_MSG.started, errorMessage: DISMISSAL_MSG.startFailed, preferServerMessage: false },
    // The person leaves Ativos; the dismissal list, which the app goes to next, asks on opening.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: activeStaffKeys.lists }),
  });
}
