import { queryOptions, useQuery } from '@tanstack/react-query';
import { REQUEST_MSG } from '@colabora/core/timeclock/request-messages';
import { apiRequest } from '@/lib/api-client';
import { useSessionUser } from '@/lib/use-session';
import { requestsKeys } from './requests-keys';

/** GET /api/point-solicitation/notifications/{companyId}: requests in analysis HR has not opened (002 §2.3, §7.2). */
export function countRequestNotifications(companyId: string, signal?: AbortSignal) {
  return apiRequest('countRequestNotifications', { params: { companyId }, signal });
}

export function requestNotificationsQueryOptions(companyId: string) {
  return queryOptions({
    queryKey: requestsKeys.notifications(companyId),
    queryFn: ({ signal }) => countRequestNotifications(companyId, signal),
    meta: { errorMessage: REQUEST_MSG.notificationCountFailed },
  });
}

/** The SOLICITAÇÕES badge's count for the caller's company. */
export function useRequestNotifications() {
  return useQuery(requestNotificationsQueryOptions(useSessionUser().company._id));
}
