import { useMutation, useQueryClient } from '@tanstack/react-query';
import { WORKDAY_MSG } from '@colabora/core/workday/messages';
import type { JourneyListItem } from '@colabora/core/workday/schema';
import { apiRequest } from '@/lib/api-client';
import { useSessionUser } from '@/lib/use-session';
import { invalidateJourneys } from './journey-keys';

/** DELETE /api/workday/{id} (002 §7.5). */
export function deleteJourney(id: string) {
  return apiRequest('deleteWorkday', { params: { id } });
}

export function useDeleteJourney() {
  const companyId = useSessionUser().company._id;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (journey: JourneyListItem) => deleteJourney(journey._id),
    // 002 §8: the server's message, when there is one, is preferred for this failure.
    meta: { successMessage: WORKDAY_MSG.removed, errorMessage: WORKDAY_MSG.removeFailed },
    onSuccess: () => invalidateJourneys(queryClient, companyId),
  });
}
