import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DismissalDetail } from '@colabora/core/dismissal/api';
import { apiRequest } from '@/lib/api-client';
import { dismissalKeys } from './dismissal-keys';

/** GET /api/users/dismissal/{userId}: the person and their dismissal process (002 §3 'Employee in dismissal'). */
export function getDismissal(userId: string, signal?: AbortSignal) {
  return apiRequest('getDismissal', { params: { userId }, signal });
}

export function dismissalQueryOptions(userId: string) {
  // The page shows its own failure state with a retry, so no notice here.
  return queryOptions({ queryKey: dismissalKeys.detail(userId), queryFn: ({ signal }) => getDismissal(userId, signal) });
}

export function useDismissal(userId: string) {
  return useQuery(dismissalQueryOptions(userId));
}

/** Every dismissal write answers the updated process: show it at once, and refresh the list behind it. */
export function useDismissalUpdated(userId: string) {
  const queryClient = useQueryClient();
  return (detail: DismissalDetail) => {
    queryClient.setQueryData(dismissalKeys.detail(userId), detail);
    void queryClient.invalidateQueries({ queryKey: dismissalKeys.lists });
  };
}
