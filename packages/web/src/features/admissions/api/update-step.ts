import { useMutation } from '@tanstack/react-query';
import type { UpdateStepBody } from '@colabora/core/admission/step-review';
import { STEP_REVIEW_MSG, type StepName } from '@colabora/core/admission/steps';
import { apiRequest } from '@/lib/api-client';
import { useDetailUpdated } from './get-collaborator';

/** PUT /api/users/update-step/{userId} {stepName, status, reason?} → the updated person (001 §7, 000 §7). */
export function updateStep(userId: string, body: UpdateStepBody) {
  return apiRequest('updateStep', { params: { userId }, body });
}

export function useApproveStep(userId: string) {
  const updated = useDetailUpdated(userId);
  return useMutation({
    mutationFn: (stepName: StepName) => updateStep(userId, { stepName, status: 'approved' }),
    meta: { successMessage: STEP_REVIEW_MSG.approveSucceeded, errorMessage: STEP_REVIEW_MSG.approveFailed },
    onSuccess: updated,
  });
}

export function useRefuseStep(userId: string) {
  const updated = useDetailUpdated(userId);
  return useMutation({
    mutationFn: ({ stepName, reason }: { stepName: StepName; reason: string }) =>
      updateStep(userId, { stepName, status: 'disapproved', reason }),
    meta: { successMessage: STEP_REVIEW_MSG.refuseSucceeded, errorMessage: STEP_REVIEW_MSG.refuseFailed },
    onSuccess: updated,
  });
}
