import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMISSION_LIST_MSG } from '@colabora/core/admission/new-collaborator';
import { apiRequest } from '@/lib/api-client';
import { admissionKeys } from './admission-keys';

/** DELETE /api/users with body {usersId} (001 §7). */
export function deleteUsers(usersId: readonly string[]) {
  return apiRequest('deleteUsers', { body: { usersId } });
}

export function useDeleteUsers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUsers,
    // The spec names the failure text; the server's reason shows inside the confirmation.
    meta: {
      successMessage: ADMISSION_LIST_MSG.removed,
      errorMessage: ADMISSION_LIST_MSG.removeFailed,
      preferServerMessage: false,
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: admissionKeys.all }),
  });
}
