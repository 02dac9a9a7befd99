import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TodayPoints } from '@colabora/core/timeclock/point-register-api';
import { apiRequest } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';

/** Polling of alerts and today's points (002 §4.2, §9). */
export const POINTS_REFRESH_MS = 60_000;

export const todayPointsKey = ['timeclock', 'today-points'] as const;

/** The answer and when it arrived on this page's monotonic clock: the server's time is carried on from it. */
export type TodayPointsAnswer = TodayPoints & { receivedAt: number };

/** GET /api/point-registers: the caller's day, with the server's time (002 §7.1). */
export async function getTodayPoints(signal?: AbortSignal): Promise<TodayPointsAnswer> {
  const answer = await apiRequest('todayPoints', { signal });
  return { ...answer, receivedAt: performance.now() };
}

export function todayPointsQueryOptions() {
  // The timeline shows its own failure state with a retry.
  return queryOptions({
    queryKey: todayPointsKey,
    queryFn: ({ signal }) => getTodayPoints(signal),
    // Someone who may not punch is told so once; nothing to poll.
    refetchInterval: (query) => (query.state.error instanceof ApiError && query.state.error.status === 403 ? false : POINTS_REFRESH_MS),
  });
}

export function useTodayPoints() {
  return useQuery(todayPointsQueryOptions());
}
