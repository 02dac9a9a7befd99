import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ACTIVE_LIST_MSG } from '../active-staff-messages';
import { apiRequest } from '@/lib/api-client';
import { activeStaffKeys } from './active-staff-keys';

/** DELETE /api/users {usersId}: active people are archived, never destroyed (CLT and FGTS retention). */
export function archivePeople(usersId: readonly string[]) {
  return apiRequest('deleteUsers', { body: { usersId } });
}

export function useArchivePeople() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: archivePeople,
    // The spec names the failure text; the server's reason shows inside the confirmation.
    meta: {
      successMessage: ACTIVE_LIST_MSG.removed,
      errorMessage: ACTIVE_LIST_MSG.removeFailed,
      preferServerMessage: false,
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: activeStaffKeys.lists }),
  });
}
