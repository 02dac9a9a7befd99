import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PROMOTION_MSG } from '@colabora/core/promotion/schema';
import { apiRequest } from '@/lib/api-client';
import { activeStaffKeys } from './active-staff-keys';

/** DELETE /api/promotion/{promotionId}: HR withdraws a promotion still pending (issue 20 §4). */
export function cancelPromotion(promotionId: string) {
  return apiRequest('cancelPromotion', { params: { promotionId } });
}

export function useCancelPromotion(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelPromotion,
    meta: { successMessage: PROMOTION_MSG.cancelled, errorMessage: PROMOTION_MSG.cancelFailed },
    onSuccess: () => {
      queryClient.setQueryData(activeStaffKeys.promotion(userId), null);
      void queryClient.invalidateQueries({ queryKey: activeStaffKeys.history(userId) });
    },
    // Confirmed meanwhile (409): read again, so the card shows what is true.
    onError: () => void queryClient.invalidateQueries({ queryKey: activeStaffKeys.promotion(userId) }),
  });
}
