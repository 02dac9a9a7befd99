import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { activeStaffKeys } from './active-staff-keys';

/** GET /api/activity/{userId}: the person's latest activity (000 §7), or null when there is none. */
export function getLatestActivity(userId: string, signal?: AbortSignal) {
  return apiRequest('getActivity', { params: { userId }, signal });
}

export function latestActivityQueryOptions(userId: string) {
  return queryOptions({
    queryKey: [...activeStaffKeys.activities(userId), 'latest'] as const,
    queryFn: ({ signal }) => getLatestActivity(userId, signal),
  });
}

export function useLatestActivity(userId: string, enabled = true) {
  return useQuery({ ...latestActivityQueryOptions(userId), enabled });
}
