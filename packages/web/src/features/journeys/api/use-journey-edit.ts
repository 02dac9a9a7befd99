import { useMutation, useQueryClient } from '@tanstack/react-query';
import { WORKDAY_MSG } from '@colabora/core/workday/messages';
import { useSessionUser } from '@/lib/use-session';
import { invalidateJourneys } from './journey-keys';

/**
 * The mutation of one edit tab (details, scale, breaks, or scale and breaks after AVISO): the notices of
 * 002 §8 'Journey edit' and a fresh list afterwards.
 */
export function useJourneyEdit<Variables>(send: (variables: Variables) => Promise<unknown>) {
  const companyId = useSessionUser().company._id;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    meta: { successMessage: WORKDAY_MSG.edited, errorMessage: WORKDAY_MSG.editFailed, preferServerMessage: false },
    onSuccess: () => invalidateJourneys(queryClient, companyId),
  });
}
