import { useMutation, useQueryClient } from '@tanstack/react-query';
import { JOB_ROLE_MSG, type JobRoleInput } from '@colabora/core/job-role/schema';
import { apiRequest } from '@/lib/api-client';
import { useSessionUser } from '@/lib/use-session';
import { jobRoleKeys } from './job-role-keys';

export interface UpdateJobRoleVariables {
  id: string;
  input: JobRoleInput;
}

export function updateJobRole(companyId: string, { id, input }: UpdateJobRoleVariables) {
  return apiRequest<unknown>('updateJobRole', { params: { id }, body: { ...input, company: companyId, _id: id } });
}

export function useUpdateJobRole() {
  const companyId = useSessionUser().company._id;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: UpdateJobRoleVariables) => updateJobRole(companyId, variables),
    meta: { successMessage: JOB_ROLE_MSG.updated, errorMessage: JOB_ROLE_MSG.updateFailed },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobRoleKeys.all }),
  });
}
