import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DEPARTMENT_MSG, type Department, type DepartmentInput } from '@colabora/core/department/schema';
import { apiRequest } from '@/lib/api-client';
import { useSessionUser } from '@/lib/use-session';
import { departmentKeys } from './department-keys';

export function createDepartment(companyId: string, input: DepartmentInput) {
  return apiRequest<Pick<Department, '_id'>>('createDepartment', { body: { ...input, company: companyId } });
}

export function useCreateDepartment() {
  const companyId = useSessionUser().company._id;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DepartmentInput) => createDepartment(companyId, input),
    meta: { successMessage: DEPARTMENT_MSG.created, errorMessage: DEPARTMENT_MSG.createFailed },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: departmentKeys.all }),
  });
}
