import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { TERMS_MSG } from '@colabora/core/admission/terms';

/** PUT /api/invite/{inviteId} (spec 000 §7, 001 §7): marks the invite opened or its terms accepted. */
export function updateInvite(inviteId: string, body: { opened: true } | { accepted: true }, token?: string) {
  return apiRequest('updateInvite', { params: { inviteId }, body, token });
}

/** VAMOS COMEÇAR: the terms are accepted (spec 001 §4 'Candidate flow', §8 'Welcome'). */
export function useAcceptInvite() {
  return useMutation({
    mutationFn: (inviteId: string) => updateInvite(inviteId, { accepted: true }),
    meta: { successMessage: TERMS_MSG.accepted, errorMessage: TERMS_MSG.requestFailed, preferServerMessage: false },
  });
}
