import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { myJourneyKeys } from './my-journey-keys';

/** GET /api/workday/{userId}/journey: the person's journey, null while they have none (403 for anyone else's). */
export function getPersonJourney(userId: string, signal?: AbortSignal) {
  return apiRequest('getPersonJourney', { params: { userId }, signal });
}

export function personJourneyQueryOptions(userId: string) {
  // The page shows its own failure state (no permission, or the spec's text with a retry), so no notice here.
  return queryOptions({
    queryKey: myJourneyKeys.journey(userId),
    queryFn: ({ signal }) => getPersonJourney(userId, signal),
  });
}

export function usePersonJourney(userId: string) {
  return useQuery(personJourneyQueryOptions(userId));
}
