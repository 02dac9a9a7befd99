import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PROMOTION_MSG } from '@colabora/core/promotion/schema';
import { apiRequest } from '@/lib/api-client';
import { employeeKeys } from './employee-keys';

/** PUT /api/promotion/{promotionId} {agreed: true}: the person takes the new role, department and pay. */
export function confirmPromotion(promotionId: string) {
  return apiRequest('confirmPromotion', { params: { promotionId }, body: { agreed: true } });
}

export function useConfirmPromotion(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmPromotion,
    meta: { successMessage: PROMOTION_MSG.confirmed, errorMessage: PROMOTION_MSG.confirmFailed, preferServerMessage: false },
    onSuccess: () => {
      // The card goes away, and the summary shows the new role, department and pay.
      queryClient.setQueryData(employeeKeys.promotion(userId), null);
      void queryClient.invalidateQueries({ queryKey: employeeKeys.person(userId) });
    },
  });
}
