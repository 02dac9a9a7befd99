import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Query keys of the person's hours bank; HR's BANCO DE HORAS invalidates them with its own (record-points). */
export const hoursBankKey = (userId: string) => ['hours-bank', 'person', userId] as const;

/** GET /api/comp-time/{userId}: the person's hours bank in minutes (002 §7.1). */
export function getHoursBank(userId: string, signal?: AbortSignal) {
  return apiRequest('getHoursBank', { params: { userId }, signal });
}

export function hoursBankQueryOptions(userId: string) {
  // The card says 'Falha ao buscar banco de horas' itself, with a retry.
  return queryOptions({ queryKey: hoursBankKey(userId), queryFn: ({ signal }) => getHoursBank(userId, signal) });
}

export function useHoursBank(userId: string) {
  return useQuery(hoursBankQueryOptions(userId));
}
