import { useMutation } from '@tanstack/react-query';
import { EMAIL_CONFIRM_MSG, type EmailConfirm } from '@colabora/core/admission/email-confirm';
import { apiRequest } from '@/lib/api-client';
import { getSession, saveSession } from '@/lib/session';

/** PUT /api/invite/email-confirm/{inviteId} (001 §7): the candidate types the invited e-mail again. */
export function confirmEmail(inviteId: string, body: EmailConfirm) {
  return apiRequest('confirmEmail', { params: { inviteId }, body });
}

/** From now on the guards send the candidate to /steps/create-password (000 §4 'Invite sign-in'). */
function rememberEmailVerified(): void {
  const session = getSession();
  if (session?.invite) saveSession({ ...session, invite: { ...session.invite, emailVerify: true } });
}

export function useConfirmEmail() {
  return useMutation({
    mutationFn: ({ inviteId, body }: { inviteId: string; body: EmailConfirm }) => confirmEmail(inviteId, body),
    // 001 §8: a refused confirmation says 'E-mail inválido' unless the server says why.
    meta: { successMessage: EMAIL_CONFIRM_MSG.verified, errorMessage: EMAIL_CONFIRM_MSG.invalidEmail },
    onSuccess: rememberEmailVerified,
  });
}
