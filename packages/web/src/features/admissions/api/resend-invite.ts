import { useMutation } from '@tanstack/react-query';
import { ADMISSION_LIST_MSG } from '@colabora/core/admission/new-collaborator';
import type { ResetPasswordBody } from '@colabora/core/users/schema';
import { apiRequest } from '@/lib/api-client';

/** PUT /api/users/reset-password {email, userId}: a new first password goes to the candidate (001 §7). */
export function resendInvite(body: ResetPasswordBody) {
  return apiRequest('resetPassword', { body });
}

export function useResendInvite() {
  return useMutation({
    mutationFn: resendInvite,
    meta: { successMessage: ADMISSION_LIST_MSG.passwordReset, errorMessage: ADMISSION_LIST_MSG.passwordResetFailed },
  });
}
