import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PAYSLIP_MSG, type PayslipUpload } from '@colabora/core/payslip/schema';
import { payslipKeys } from '@/domain/payslips/api/list-payslips';
import { apiRequest } from '@/lib/api-client';
import { activeStaffKeys } from './active-staff-keys';

/** POST /api/payslip/{userId} {month, year, file}: the PDF already in storage; the person is e-mailed. */
export function createPayslip(userId: string, body: PayslipUpload) {
  return apiRequest('createPayslip', { params: { userId }, body });
}

export function useCreatePayslip(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PayslipUpload) => createPayslip(userId, body),
    meta: { successMessage: PAYSLIP_MSG.uploaded, errorMessage: PAYSLIP_MSG.uploadFailed },
    // Also after a 502 (stored, e-mail not sent): the list shows what is stored.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: payslipKeys.person(userId) });
      void queryClient.invalidateQueries({ queryKey: activeStaffKeys.history(userId) });
    },
  });
}
