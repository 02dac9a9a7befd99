import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { activeStaffKeys } from './active-staff-keys';

/** GET /api/users/history/{userId}?cursor: every change HR made to the person, newest first, a page at a time. */
export function getPersonHistory(userId: string, cursor: string | null, signal?: AbortSignal) {
  return apiRequest('getPersonHistory', {
    params: { userId },
    query: cursor ? { cursor } : {},
    signal,
  });
}

export function personHistoryQueryOptions(userId: string) {
  // The panel says its own failure, with a retry.
  return infiniteQueryOptions({
    queryKey: activeStaffKeys.history(userId),
    queryFn: ({ pageParam, signal }) => getPersonHistory(userId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.cursor,
  });
}

export function usePersonHistory(userId: string) {
  return useInfiniteQuery(personHistoryQueryOptions(userId));
}
