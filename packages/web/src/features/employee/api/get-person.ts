import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { employeeKeys } from './employee-keys';

/** GET /api/users/{id}: the person reads their own record (the API answers 403 for anyone else's id). */
export function getPerson(userId: string, signal?: AbortSignal) {
  return apiRequest('getUser', { params: { id: userId }, signal });
}

export function personQueryOptions(userId: string) {
  // Each page shows its own failure state (with a retry when one can help), so no notice here.
  return queryOptions({
    queryKey: employeeKeys.person(userId),
    queryFn: ({ signal }) => getPerson(userId, signal),
  });
}

export function usePerson(userId: string) {
  return useQuery(personQueryOptions(userId));
}
