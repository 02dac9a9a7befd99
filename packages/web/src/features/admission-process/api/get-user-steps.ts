import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { stepsKeys } from './steps-keys';

/** GET /api/users/steps/{userId}: each step's status and reason, for the review page. */
export function userStepsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: stepsKeys.steps(userId),
    queryFn: ({ signal }) => apiRequest('getUserSteps', { params: { userId }, signal }),
    // HR may review at any moment: the page always asks again when opened.
    staleTime: 0,
  });
}
