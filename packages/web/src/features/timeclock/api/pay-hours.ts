import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BANK_MSG } from '@colabora/core/timeclock/bank-messages';
import type { PayHoursBody } from '@colabora/core/timeclock/bank-schema';
import { apiRequest } from '@/lib/api-client';
import { hoursBankKeys } from './hours-bank-keys';

/** POST /api/comp-time/money-payment/{id}: hours of the person's bank paid as money (002 §7.2). */
export function payHours(userId: string, body: PayHoursBody) {
  return apiRequest('payHours', { params: { id: userId }, body });
}

export function usePayHours() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, body }: { userId: string; body: PayHoursBody }) => payHours(userId, body),
    // 002 §8: the server's message, when there is one, is preferred for this failure.
    meta: { successMessage: BANK_MSG.paid, errorMessage: BANK_MSG.payFailed },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: hoursBankKeys.all }),
  });
}
