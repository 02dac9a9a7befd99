import { useMutation, useQueryClient } from '@tanstack/react-query';
import { REQUEST_MSG } from '@colabora/core/timeclock/request-messages';
import type { CompensationBody, DayOffBody } from '@colabora/core/timeclock/request-schema';
import { apiRequest } from '@/lib/api-client';
import { myRequestsKeys } from './my-requests-keys';

/** What SOLICITAR sends: a day off or an hours compensation. */
export type AskBody = DayOffBody | CompensationBody;

/**
 * POST /api/point-solicitation/day-off or /hours-compensation (002 §5.2, §7.1), by the chosen reason: one call
 * of the SOLICITAR dialog.
 */
export function askRequest(body: AskBody) {
  return body.reason === 'REQUEST_DAY_OFF'
    ? apiRequest('requestDayOff', { body })
    : apiRequest('requestCompensation', { body });
}

export function useAskRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: askRequest,
    // 002 §8: the server's message, when there is one, is preferred for this failure.
    meta: { successMessage: REQUEST_MSG.requestSent, errorMessage: REQUEST_MSG.requestFailed },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myRequestsKeys.all }),
  });
}
