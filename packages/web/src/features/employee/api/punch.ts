import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PunchBody } from '@colabora/core/timeclock/point-register-api';
import { apiRequest } from '@/lib/api-client';
import { todayPointsKey, type TodayPointsAnswer } from './today-points';

/**
 * POST /api/point-registers (002 §7.1): which point the person meant; the server records its own time and decides.
 * Sent with an Idempotency-Key (the manifest marks it idempotent): a retry after a lost answer records once.
 */
export function punch(body: PunchBody) {
  return apiRequest('punch', { body });
}

export function usePunch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: punch,
    // No notice: the dialog tells the outcome (register-point-dialog.tsx).
    // The answer carries the day with the punch in it: shown as is, not asked for again.
    onSuccess: ({ today }) => queryClient.setQueryData<TodayPointsAnswer>(todayPointsKey, { ...today, receivedAt: performance.now() }),
    // A failed punch may still have been recorded: the day is read again.
    onError: () => queryClient.invalidateQueries({ queryKey: todayPointsKey }),
  });
}
