import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CollaboratorDetail } from '@colabora/core/admission/contract';
import { apiRequest } from '@/lib/api-client';
import { activeStaffKeys } from './active-staff-keys';

/** GET /api/users/{id}: the collaborator with every tab's data (000 §7, 001 §7). */
export function getPerson(userId: string, signal?: AbortSignal) {
  return apiRequest('getUser', { params: { id: userId }, signal });
}

export function personQueryOptions(userId: string) {
  // The page shows its own failure state with a retry, so no notice here.
  return queryOptions({ queryKey: activeStaffKeys.detail(userId), queryFn: ({ signal }) => getPerson(userId, signal) });
}

export function usePerson(userId: string) {
  return useQuery(personQueryOptions(userId));
}

/**
 * A change answered the updated person: show it at once, and refresh what depends on it (the list, the
 * history panel, the latest activity).
 */
export function usePersonUpdated(userId: string) {
  const queryClient = useQueryClient();
  return (detail: CollaboratorDetail) => {
    queryClient.setQueryData(activeStaffKeys.detail(userId), detail);
    void queryClient.invalidateQueries({ queryKey: activeStaffKeys.history(userId) });
    void queryClient.invalidateQueries({ queryKey: activeStaffKeys.lists });
  };
}
