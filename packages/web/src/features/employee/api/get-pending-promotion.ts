import { queryOptions, useQuery } from '@tanstack/react-query';
import { PROMOTION_MSG } from '@colabora/core/promotion/schema';
import { apiRequest } from '@/lib/api-client';
import { employeeKeys } from './employee-keys';

/** GET /api/promotion/{userId}: the promotion waiting for the person's confirmation, or null. */
export function getPendingPromotion(userId: string, signal?: AbortSignal) {
  return apiRequest('getPromotion', { params: { userId }, signal });
}

export function pendingPromotionQueryOptions(userId: string) {
  return queryOptions({
    queryKey: employeeKeys.promotion(userId),
    queryFn: ({ signal }) => getPendingPromotion(userId, signal),
    meta: { errorMessage: PROMOTION_MSG.fetchFailed },
  });
}

export function usePendingPromotion(userId: string) {
  return useQuery(pendingPromotionQueryOptions(userId));
}
