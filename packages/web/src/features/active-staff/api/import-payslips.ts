import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PAYSLIP_MSG, type PayslipBulk } from '@colabora/core/payslip/schema';
import { payslipKeys } from '@/domain/payslips/api/list-payslips';
import { apiRequest } from '@/lib/api-client';

/** POST /api/payslip/bulk {month, year, files}: each PDF matched to a person by the CPF in its name. */
export function importPayslips(body: PayslipBulk) {
  return apiRequest('importPayslips', { body });
}

export function useImportPayslips() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importPayslips,
    meta: { errorMessage: PAYSLIP_MSG.uploadFailed },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: payslipKeys.all }),
  });
}
