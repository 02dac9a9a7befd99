import { useMutation, useQueryClient } from '@tanstack/react-query';
import { WORKDAY_MSG } from '@colabora/core/workday/messages';
import type { NewJourney } from '@colabora/core/workday/schema';
import { apiRequest } from '@/lib/api-client';
import { useSessionUser } from '@/lib/use-session';
import { invalidateJourneys } from './journey-keys';

/** POST /api/workday: details, scale and breaks, and the company (002 §7.5). */
export function createJourney(companyId: string, journey: NewJourney) {
  return apiRequest('createWorkday', { body: { ...journey, company: companyId } });
}

export function useCreateJourney() {
  const companyId = useSessionUser().company._id;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (journey: NewJourney) => createJourney(companyId, journey),
    meta: { successMessage: WORKDAY_MSG.created, errorMessage: WORKDAY_MSG.createFailed, preferServerMessage: false },
    onSuccess: () => invalidateJourneys(queryClient, companyId),
  });
}
