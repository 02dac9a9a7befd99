import { useMutation, useQueryClient } from '@tanstack/react-query';
import { REQUEST_MSG } from '@colabora/core/timeclock/request-messages';
import type { AdjustBody } from '@colabora/core/timeclock/request-schema';
import { apiRequest } from '@/lib/api-client';
import { pointAlertsKey } from './list-point-alerts';
import { myRequestsKeys } from './my-requests-keys';

/** POST /api/point-solicitation/adjust: the adjustment of an alert (002 §5.1, §7.1). */
export function requestAdjustment(body: AdjustBody) {
  return apiRequest('requestAdjustment', { body });
}

export function useRequestAdjustment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestAdjustment,
    // 002 §8: the server's message, when there is one, is preferred for this failure.
    meta: { successMessage: REQUEST_MSG.adjustSent, errorMessage: REQUEST_MSG.adjustFailed },
    // The alert now reads 'Em análise' (the server says so), and the request joins the person's list.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: myRequestsKeys.all }),
        queryClient.invalidateQueries({ queryKey: pointAlertsKey }),
      ]),
  });
}
