import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PROMOTION_MSG, type AfterPromotion } from '@colabora/core/promotion/schema';
import { apiRequest } from '@/lib/api-client';
import { activeStaffKeys } from './active-staff-keys';

/** POST /api/promotion/{userId} {afterPromotion}: pending until the person confirms it (001 §4, §7). */
export function createPromotion(userId: string, afterPromotion: AfterPromotion) {
  return apiRequest('createPromotion', { params: { userId }, body: { afterPromotion } });
}

export function useCreatePromotion(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (afterPromotion: AfterPromotion) => createPromotion(userId, afterPromotion),
    // 001 §8: the server's message on failure, else the fixed text.
    meta: { successMessage: PROMOTION_MSG.promoted, errorMessage: PROMOTION_MSG.promoteFailed },
    onSuccess: (promotion) => {
      queryClient.setQueryData(activeStaffKeys.promotion(userId), promotion);
      void queryClient.invalidateQueries({ queryKey: activeStaffKeys.history(userId) });
    },
  });
}
