import { apiRequest } from '@/lib/api-client';

/**
 * GET /api/comp-time/workTimeByDay/{userId}?date=yyyy-MM-dd: the minutes compensating that day takes (002 §7.1).
 * Asked when the date is chosen, not cached: the dialog sets the hours from the answer.
 */
export function getWorkTimeByDay(userId: string, date: string) {
  return apiRequest('workTimeByDay', { params: { userId }, query: { date } });
}
