import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { POINTS_REFRESH_MS } from './today-points';

export const pointAlertsKey = ['timeclock', 'point-alerts'] as const;

/** GET /api/point-alert: the caller's open alerts (002 §7.1), polled every 60 s (§9). */
export function listPointAlerts(signal?: AbortSignal) {
  return apiRequest('listPointAlerts', { signal });
}

export function pointAlertsQueryOptions() {
  // The card shows its own failure state with a retry.
  return queryOptions({ queryKey: pointAlertsKey, queryFn: ({ signal }) => listPointAlerts(signal), refetchInterval: POINTS_REFRESH_MS });
}

export function usePointAlerts() {
  return useQuery(pointAlertsQueryOptions());
}
