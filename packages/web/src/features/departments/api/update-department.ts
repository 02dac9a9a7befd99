import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DEPARTMENT_MSG, type DepartmentInput } from '@colabora/core/department/schema';
import { apiRequest } from '@/lib/api-client';
import { useSessionUser } from '@/lib/use-session';
import { departmentKeys } from './department-keys';

export interface UpdateDepartmentVariables {
  id: string;
  input: DepartmentInput;
}

export function updateDepartment(companyId: string, { id, input }: UpdateDepartmentVariables) {
  return apiRequest<unknown>('updateDepartment', { params: { id }, body: { ...input, _id: id, company: companyId } });
}

export function useUpdateDepartment() {
  const companyId = useSessionUser().company._id;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: UpdateDepartmentVariables) => updateDepartment(companyId, variables),
    meta: { successMessage: DEPARTMENT_MSG.updated, errorMessage: DEPARTMENT_MSG.updateFailed },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: departmentKeys.all }),
  });
}
