import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { TERMS_MSG } from '@colabora/core/admission/terms';

/** GET /api/users/{id}: the candidate's own offer (company, job role, hiring data, deadline). */
export function getCandidate(userId: string, signal?: AbortSignal) {
  return apiRequest('getUser', { params: { id: userId }, signal });
}

export function candidateQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['candidate', userId] as const,
    queryFn: ({ signal }) => getCandidate(userId, signal),
    meta: { errorMessage: TERMS_MSG.loadFailed },
  });
}
