import { useMutation, useQueryClient } from '@tanstack/react-query';
import { NEW_COLLABORATOR_MSG, type NewCollaboratorBody } from '@colabora/core/admission/new-collaborator';
import { apiRequest } from '@/lib/api-client';
import { admissionKeys } from './admission-keys';

/** POST /api/users/employee: creates the person in admission and sends the invite (001 §7). */
export function createEmployee(body: NewCollaboratorBody) {
  return apiRequest('createEmployee', { body });
}

export function useCreateEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEmployee,
    meta: { successMessage: NEW_COLLABORATOR_MSG.created, errorMessage: NEW_COLLABORATOR_MSG.createFailed },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: admissionKeys.all }),
  });
}
