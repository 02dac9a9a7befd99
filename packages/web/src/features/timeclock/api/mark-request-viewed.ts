import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Page } from '@colabora/core/paging';
import type { PointSolicitation } from '@colabora/core/timeclock/request-schema';
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
    onSuccess: (viewed) => {
      // The answer is the row as the list shows it now: written in, not asked for again; the badge's count is.
      queryClient.setQueriesData<Page<PointSolicitation>>({ queryKey: requestsKeys.inAnalysisAll }, (page) =>
        page && { ...page, docs: page.docs.map((row) => (row._id === viewed._id ? viewed : row)) },
      );
      return queryClient.invalidateQueries({ queryKey: requestsKeys.notificationsAll });
    },
  });
}
