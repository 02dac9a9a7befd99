import { useMutation } from '@tanstack/react-query';
import { PASSWORD_MSG, type CreatePassword } from '@colabora/core/auth/password';
import { apiRequest } from '@/lib/api-client';

/** PUT /api/invite/create-password/{inviteId} (001 §7): the candidate's own access password. */
export function createPassword(inviteId: string, body: CreatePassword) {
  return apiRequest('createPassword', { params: { inviteId }, body });
}

/** Success needs no notice: the page opens the 'SENHA CRIADA' dialog. */
export function useCreatePassword() {
  return useMutation({
    mutationFn: ({ inviteId, body }: { inviteId: string; body: CreatePassword }) => createPassword(inviteId, body),
    meta: { errorMessage: PASSWORD_MSG.createFailed },
  });
}
