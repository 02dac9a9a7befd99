import { useMutation } from '@tanstack/react-query';
import { HIRING_DATA_MSG, type HiringData } from '@colabora/core/admission/hiring-data';
import { apiRequest } from '@/lib/api-client';
import { useDetailUpdated } from './get-collaborator';

/** PUT /api/users/step/hiring-data/{userId}: money in centavos, days 'yyyy-MM-dd'; saving approves the step. */
export function saveHiringData(userId: string, body: HiringData) {
  return apiRequest('saveHiringData', { params: { userId }, body });
}

export function useSaveHiringData(userId: string) {
  const updated = useDetailUpdated(userId);
  return useMutation({
    mutationFn: (body: HiringData) => saveHiringData(userId, body),
    meta: { successMessage: HIRING_DATA_MSG.saved, errorMessage: HIRING_DATA_MSG.saveFailed },
    onSuccess: updated,
  });
}
