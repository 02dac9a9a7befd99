import { useMutation, useQueryClient } from '@tanstack/react-query';
import { JOB_ROLE_MSG, type JobRole } from '@colabora/core/job-role/schema';
import { MSG } from '@colabora/core/messages';
import { apiRequest } from '@/lib/api-client';
import { jobRoleKeys } from './job-role-keys';

export function deleteJobRole(id: string) {
  return apiRequest<unknown>('deleteJobRole', { params: { id } });
}

export function useDeleteJobRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (jobRole: JobRole) => deleteJobRole(jobRole._id),
    // Spec 001 §8 names the failure text; the server's reason shows inside the confirmation.
    meta: { successMessage: MSG.operationSuccess, errorMessage: JOB_ROLE_MSG.removeFailed, preferServerMessage: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobRoleKeys.all }),
  });
}
