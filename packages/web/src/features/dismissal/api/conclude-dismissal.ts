import { useMutation } from '@tanstack/react-query';
import { DISMISSAL_MSG } from '@colabora/core/dismissal/messages';
import { apiRequest } from '@/lib/api-client';
import { useDismissalUpdated } from './get-dismissal';

/** PUT /api/users/conclude-dismissal/{userId}: DISMISSED, refused until the checkup is approved and the data saved. */
export function concludeDismissal(userId: string) {
  return apiRequest('concludeDismissal', { params: { userId } });
}

export function useConcludeDismissal(userId: string) {
  const updated = useDismissalUpdated(userId);
  return useMutation({
    mutationFn: () => concludeDismissal(userId),
    // 002 §8: the fixed text, whatever the server says.
    meta: { successMessage: DISMISSAL_MSG.concluded, errorMessage: DISMISSAL_MSG.concludeFailed, preferServerMessage: false },
    onSuccess: updated,
  });
}
