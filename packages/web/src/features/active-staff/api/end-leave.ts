import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ACTIVITY_MSG } from '@colabora/core/activity/schema';
import { apiRequest } from '@/lib/api-client';
import { activeStaffKeys } from './active-staff-keys';
import { usePersonUpdated } from './get-person';

/** PUT /api/activity/end-activity-with-no-forecast {activityId}: the leave ends today, the person is back tomorrow. */
export function endLeave(activityId: string) {
  return apiRequest('endActivityWithNoForecast', { body: { activityId } });
}

export function useEndLeave(userId: string) {
  const queryClient = useQueryClient();
  const updated = usePersonUpdated(userId);
  return useMutation({
    mutationFn: endLeave,
    // 000 §8: the spec's fixed failure text, unless the refusal carries a reason to read.
    meta: { successMessage: ACTIVITY_MSG.returned, errorMessage: ACTIVITY_MSG.returnFailed, preferServerMessage: false },
    onSuccess: (person) => {
      updated(person);
      void queryClient.invalidateQueries({ queryKey: activeStaffKeys.activities(userId) });
    },
  });
}
