import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { myJourneyKeys } from './my-journey-keys';

/** A calendar month, 1–12. */
export interface YearMonth {
  year: number;
  month: number;
}

/** GET /api/scale/month-scale?month&year&userId: one event per day of the person's month (002 §3 'Scale event'). */
export function getMonthScale(userId: string, { year, month }: YearMonth, signal?: AbortSignal) {
  return apiRequest('getMonthScale', { query: { month, year, userId }, signal });
}

export function monthScaleQueryOptions(userId: string, yearMonth: YearMonth) {
  // The month view says itself when it cannot load, with a retry.
  return queryOptions({
    queryKey: myJourneyKeys.monthScale(userId, yearMonth.year, yearMonth.month),
    queryFn: ({ signal }) => getMonthScale(userId, yearMonth, signal),
  });
}

export function useMonthScale(userId: string, yearMonth: YearMonth) {
  return useQuery(monthScaleQueryOptions(userId, yearMonth));
}
