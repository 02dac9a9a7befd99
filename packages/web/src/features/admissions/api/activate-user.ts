import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ACTIVATION_MSG, type Activate } from '@colabora/core/admission/activation';
import { apiRequest } from '@/lib/api-client';
import { admissionKeys } from './admission-keys';

/** PUT /api/users/activate/{id} {recordPoints}: the candidate becomes an employee in experience (000 §7). */
export function activateUser(userId: string, body: Activate) {
  return apiRequest('activateUser', { params: { id: userId }, body });
}

export function useActivateUser(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Activate) => activateUser(userId, body),
    meta: { successMessage: ACTIVATION_MSG.activated, errorMessage: ACTIVATION_MSG.activateFailed },
    // The person leaves the admissions list; also after a 502 (activated, but the e-mail was not sent).
    onSettled: () => queryClient.invalidateQueries({ queryKey: admissionKeys.all }),
  });
}
