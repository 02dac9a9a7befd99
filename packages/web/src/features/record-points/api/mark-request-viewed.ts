import { useMutation, useQueryClient } from '@tanstack/react-query';
import { REQUEST_MSG } from '@colabora/core/timeclock/request-messages';
import { apiRequest } from '@/lib/api-client';
import { requestsKeys } from './requests-keys';

/** PUT /api/point-solicitation/update-notification/{id}: HR opened the request, it leaves the badge (002 §4.1). */
export function markRequestViewed(id: string) {
  return apiRequest('markRequestViewed', { params: { id } });
}

export function useMarkRequestViewed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markRequestViewed,
    meta: { errorMessage: REQUEST_MSG.notificationUpdateFailed, preferServerMessage: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: requestsKeys.all }),
  });
}
