import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMISSION_LIST_MSG } from '@colabora/core/admission/new-collaborator';
import { apiRequest } from '@/lib/api-client';
import { admissionKeys } from './admission-keys';

export interface UpdateLimitDateVariables {
  id: string;
  /** 'yyyy-MM-dd'. */
  limitDate: string;
}

/** PUT /api/users/{id} {limitDate, disabled:false}: a new fill deadline re-enables an expired invite (001 §4). */
export function updateLimitDate({ id, limitDate }: UpdateLimitDateVariables) {
  return apiRequest('updateUser', { params: { id }, body: { limitDate, disabled: false } });
}

export function useUpdateLimitDate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLimitDate,
    meta: {
      successMessage: ADMISSION_LIST_MSG.dateChanged,
      errorMessage: ADMISSION_LIST_MSG.dateChangeFailed,
      preferServerMessage: false,
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: admissionKeys.all }),
  });
}
