import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DEPARTMENT_MSG, type Department } from '@colabora/core/department/schema';
import { MSG } from '@colabora/core/messages';
import { apiRequest } from '@/lib/api-client';
import { departmentKeys } from './department-keys';

export function deleteDepartment(id: string) {
  return apiRequest<unknown>('deleteDepartment', { params: { id } });
}

export function useDeleteDepartment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (department: Department) => deleteDepartment(department._id),
    // Spec 002 §8 names the failure text; the server's reason shows inside the confirmation.
    meta: {
      successMessage: MSG.operationSuccess,
      errorMessage: DEPARTMENT_MSG.removeFailed,
      preferServerMessage: false,
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: departmentKeys.all }),
  });
}
