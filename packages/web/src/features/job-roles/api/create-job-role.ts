import { useMutation, useQueryClient } from '@tanstack/react-query';
import { JOB_ROLE_MSG, type JobRole, type JobRoleInput } from '@colabora/core/job-role/schema';
import { apiRequest } from '@/lib/api-client';
import { useSessionUser } from '@/lib/use-session';
import { jobRoleKeys } from './job-role-keys';

export function createJobRole(companyId: string, input: JobRoleInput) {
  return apiRequest<Pick<JobRole, '_id'>>('createJobRole', { body: { ...input, company: companyId } });
}

export function useCreateJobRole() {
  const companyId = useSessionUser().company._id;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: JobRoleInput) => createJobRole(companyId, input),
    meta: { successMessage: JOB_ROLE_MSG.added, errorMessage: JOB_ROLE_MSG.addFailed },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobRoleKeys.all }),
  });
}
