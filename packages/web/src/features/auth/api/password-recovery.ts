import { useMutation } from '@tanstack/react-query';
import type { PasswordRecoveryRequest, RecoverPasswordBody } from '@colabora/core/auth/password-recovery';
import { apiRequest } from '@/lib/api-client';

/** POST /api/auth/password-recovery: asks for a link; the answer is the same whoever the e-mail belongs to. */
export function requestPasswordRecovery(body: PasswordRecoveryRequest) {
  return apiRequest('requestPasswordRecovery', { body });
}

/** PUT /api/auth/password-recovery: the new password, through the e-mailed link. */
export function recoverPassword(body: RecoverPasswordBody) {
  return apiRequest('recoverPassword', { body });
}

/** Failures are shown in the page, not as a notice. */
export function useRequestPasswordRecovery() {
  return useMutation({ mutationFn: requestPasswordRecovery });
}

/** Failures are shown in the page (what to do with the link), not as a notice. */
export function useRecoverPassword() {
  return useMutation({ mutationFn: recoverPassword });
}
