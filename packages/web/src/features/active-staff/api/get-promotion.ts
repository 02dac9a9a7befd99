import { queryOptions, useQuery } from '@tanstack/react-query';
import { PROMOTION_MSG } from '@colabora/core/promotion/schema';
import { apiRequest } from '@/lib/api-client';
import { activeStaffKeys } from './active-staff-keys';

/** GET /api/promotion/{userId}: the promotion waiting for the person's confirmation, or null (HR's view). */
export function getPromotion(userId: string, signal?: AbortSignal) {
  return apiRequest('getPromotion', { params: { userId }, signal });
}

export function promotionQueryOptions(userId: string) {
  return queryOptions({
    queryKey: activeStaffKeys.promotion(userId),
    queryFn: ({ signal }) => getPromotion(userId, signal),
    meta: { errorMessage: PROMOTION_MSG.fetchFailed },
  });
}

export function usePromotion(userId: string) {
  return useQuery(promotionQueryOptions(userId));
}
