import { useMutation } from '@tanstack/react-query';
import type { CheckupBody } from '@colabora/core/dismissal/checkup';
import { DISMISSAL_MSG } from '@colabora/core/dismissal/messages';
import type { shutDownBodySchema } from '@colabora/core/dismissal/shut-down-data';
import { apiRequest } from '@/lib/api-client';
import { useDismissalUpdated } from './get-dismissal';

/** The CHECKUP tab's body, or DESLIGAMENTO's as core's schema leaves it (the API works out the rest). */
export type DismissalDetailsBody = CheckupBody | ReturnType<typeof shutDownBodySchema.parse>;

/** PUT /api/users/dismissal-details/{userId} with the CHECKUP tab's {approvedCheckup, checkup} or DESLIGAMENTO's {shutDownData}. */
export function updateDismissalDetails(userId: string, body: DismissalDetailsBody) {
  return apiRequest('updateDismissalDetails', { params: { userId }, body });
}

export function useUpdateDismissalDetails(userId: string) {
  const updated = useDismissalUpdated(userId);
  return useMutation({
    mutationFn: (body: DismissalDetailsBody) => updateDismissalDetails(userId, body),
    // 002 §8 names the failure text; a field the server refused shows under the field.
    meta: { successMessage: DISMISSAL_MSG.detailsSaved, errorMessage: DISMISSAL_MSG.detailsFailed, preferServerMessage: false },
    onSuccess: updated,
  });
}
