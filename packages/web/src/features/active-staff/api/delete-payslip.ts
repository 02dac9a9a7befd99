import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PAYSLIP_MSG } from '@colabora/core/payslip/schema';
import { payslipKeys } from '@/domain/payslips/api/list-payslips';
import { apiRequest } from '@/lib/api-client';
import { activeStaffKeys } from './active-staff-keys';

/** DELETE /api/payslip/{userId} {payslipId}: the person's history keeps what was removed. */
export function deletePayslip(userId: string, payslipId: string) {
  return apiRequest('deletePayslip', { params: { userId }, body: { payslipId } });
}

export function useDeletePayslip(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payslipId: string) => deletePayslip(userId, payslipId),
    meta: { successMessage: PAYSLIP_MSG.removed, errorMessage: PAYSLIP_MSG.removeFailed },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: payslipKeys.person(userId) });
      void queryClient.invalidateQueries({ queryKey: activeStaffKeys.history(userId) });
    },
  });
}
