import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { employeeKeys } from './employee-keys';

/** GET /api/users/dismissal-documents/{userId}: the person's rescission documents, readable once DISMISSED. */
export function getRescissionDocuments(userId: string, signal?: AbortSignal) {
  return apiRequest('getDismissalDocuments', { params: { userId }, signal });
}

export function rescissionDocumentsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: employeeKeys.rescission(userId),
    queryFn: ({ signal }) => getRescissionDocuments(userId, signal),
    // A failure is told where the list would be, with a retry (RetryAlert): no notice besides.
  });
}

/** Asked only while the RESCISÃO tab is open (it is disabled, and the API refuses, before the dismissal). */
export function useRescissionDocuments(userId: string) {
  return useQuery(rescissionDocumentsQueryOptions(userId));
}
