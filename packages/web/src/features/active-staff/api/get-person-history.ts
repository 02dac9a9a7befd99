import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PersonHistoryEntry } from '@colabora/core/people/history';
import { apiRequest } from '@/lib/api-client';
import { activeStaffKeys } from './active-staff-keys';

/** GET /api/users/history/{userId}: every change HR made to the person, newest first. */
export function getPersonHistory(userId: string, signal?: AbortSignal) {
  return apiRequest<PersonHistoryEntry[]>('getPersonHistory', { params: { userId }, signal });
}

export function personHistoryQueryOptions(userId: string) {
  // The panel says its own failure, with a retry.
  return queryOptions({
    queryKey: activeStaffKeys.history(userId),
    queryFn: ({ signal }) => getPersonHistory(userId, signal),
  });
}

export function usePersonHistory(userId: string) {
  return useQuery(personHistoryQueryOptions(userId));
}
