import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ACTIVITY_SUCCESS, type ActivityBody } from '@colabora/core/activity/schema';
import { vacationKeys } from '@/domain/vacation/api/list-vacations';
import { apiRequest } from '@/lib/api-client';
import { notifySuccess } from '@/lib/notify';
import { ACTIVITY_FORM_MSG } from '../activity-messages';
import { activeStaffKeys } from './active-staff-keys';
import { usePersonUpdated } from './get-person';

/** POST /api/activity (000 §7): the updated person, with the legal hints as warnings. */
export function registerActivity(body: ActivityBody) {
  return apiRequest('createActivity', { body });
}

/** Registers a status of the person; the notice is the type's own (000 §8, 001 §8), a failure the server's text. */
export function useRegisterActivity(userId: string) {
  const queryClient = useQueryClient();
  const updated = usePersonUpdated(userId);
  return useMutation({
    mutationFn: registerActivity,
    meta: { errorMessage: ACTIVITY_FORM_MSG.registerFailed },
    onSuccess: ({ warnings: _warnings, ...person }, body) => {
      notifySuccess(ACTIVITY_SUCCESS[body.type]);
      updated(person);
      void queryClient.invalidateQueries({ queryKey: activeStaffKeys.activities(userId) });
      // A vacation changes the periods' balance (FÉRIAS list, detail tab, the form's own check).
      if (body.type === 'VACATION') void queryClient.invalidateQueries({ queryKey: vacationKeys.all });
    },
  });
}
