import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BANK_MSG } from '@colabora/core/timeclock/bank-messages';
import type { CompensateHoursBody } from '@colabora/core/timeclock/bank-schema';
import { apiRequest } from '@/lib/api-client';
import { hoursBankKeys } from './hours-bank-keys';

/** POST /api/comp-time/compensate-hours/{id}: time off taken from the person's bank (002 §7.2). */
export function compensateHours(userId: string, body: CompensateHoursBody) {
  return apiRequest('compensateHours', { params: { id: userId }, body });
}

export function useCompensateHours() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, body }: { userId: string; body: CompensateHoursBody }) => compensateHours(userId, body),
    // 002 §8: the server's message, when there is one, is preferred for this failure.
    meta: { successMessage: BANK_MSG.compensated, errorMessage: BANK_MSG.compensateFailed },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: hoursBankKeys.all }),
  });
}
