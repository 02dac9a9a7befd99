import { useMutation, useQueryClient } from '@tanstack/react-query';
import { REQUEST_MSG } from '@colabora/core/timeclock/request-messages';
import type { ReproveBody } from '@colabora/core/timeclock/request-schema';
import { apiRequest } from '@/lib/api-client';
import { requestsKeys } from './requests-keys';

/** PUT /api/point-solicitation/approve/{id} (002 §7.2). */
export function approveRequest(id: string) {
  return apiRequest('approveRequest', { params: { id } });
}

/** PUT /api/point-solicitation/reprove/{id} {disapprovalReason} (002 §5.4, §7.2). */
export function reproveRequest(id: string, body: ReproveBody) {
  return apiRequest('reproveRequest', { params: { id }, body });
}

/**
 * After an analysis the requests, the hours bank, the records and the mirrors reload (002 §4.1: an approval
 * changes the day, its alerts and the bank). Not the badge's count: the request left it when it was opened.
 */
function useReloadAfterAnalysis() {
  const queryClient = useQueryClient();
  const badge = (key: readonly unknown[]) => requestsKeys.notificationsAll.every((part, index) => key[index] === part);
  return () => queryClient.invalidateQueries({ queryKey: requestsKeys.page, predicate: (query) => !badge(query.queryKey) });
}

export function useApproveRequest() {
  const reload = useReloadAfterAnalysis();
  return useMutation({
    mutationFn: approveRequest,
    meta: { successMessage: REQUEST_MSG.approved, errorMessage: REQUEST_MSG.approveFailed, preferServerMessage: false },
    onSuccess: reload,
  });
}

export function useReproveRequest() {
  const reload = useReloadAfterAnalysis();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ReproveBody }) => reproveRequest(id, body),
    meta: { successMessage: REQUEST_MSG.reproved, errorMessage: REQUEST_MSG.reproveFailed, preferServerMessage: false },
    onSuccess: reload,
  });
}
