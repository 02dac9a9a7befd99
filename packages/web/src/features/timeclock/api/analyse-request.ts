import { useMutation, useQueryClient } from '@tanstack/react-query';
import { REQUEST_MSG } from '@colabora/core/timeclock/request-messages';
import type { ApproveRequestBody } from '@colabora/core/timeclock/bank-schema';
import type { ReproveBody } from '@colabora/core/timeclock/request-schema';
import { apiRequest } from '@/lib/api-client';
import { requestsKeys } from './requests-keys';

/**
 * PUT /api/point-solicitation/approve/{id} (002 §7.2); {allowNegative: true} once HR confirmed that a compensation
 * leaves the hours bank negative (409 bankWouldGoNegative until then, issue 20 §4).
 */
export function approveRequest(id: string, body?: ApproveRequestBody) {
  return apiRequest('approveRequest', { params: { id }, body });
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
    mutationFn: ({ id, body }: { id: string; body?: ApproveRequestBody }) => approveRequest(id, body),
    // A bank that would go negative is answered by the confirmation the screen asks for, not by a notice.
    meta: {
      successMessage: REQUEST_MSG.approved,
      errorMessage: REQUEST_MSG.approveFailed,
      preferServerMessage: false,
      handledCodes: ['bankWouldGoNegative'],
    },
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
