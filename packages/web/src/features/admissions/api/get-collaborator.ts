import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CollaboratorDetail } from '@colabora/core/admission/contract';
import { apiRequest } from '@/lib/api-client';
import { admissionKeys } from './admission-keys';

/** GET /api/users/{id}: the person in admission with every step's data (001 §7). */
export function getCollaborator(userId: string, signal?: AbortSignal) {
  return apiRequest('getUser', { params: { id: userId }, signal });
}

export function collaboratorQueryOptions(userId: string) {
  // The page shows its own failure state with a retry, so no notice here.
  return queryOptions({
    queryKey: admissionKeys.detail(userId),
    queryFn: ({ signal }) => getCollaborator(userId, signal),
  });
}

export function useCollaborator(userId: string) {
  return useQuery(collaboratorQueryOptions(userId));
}

/** Every detail call answers the updated person: show it at once, and refresh the list behind. */
export function useDetailUpdated(userId: string) {
  const queryClient = useQueryClient();
  return (detail: CollaboratorDetail) => {
    queryClient.setQueryData(admissionKeys.detail(userId), detail);
    void queryClient.invalidateQueries({ queryKey: admissionKeys.lists });
  };
}
