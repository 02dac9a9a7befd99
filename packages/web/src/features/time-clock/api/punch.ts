import { useMutation, useQueryClient } from '@tanstack/react-query';
import { POINT_REGISTER_MSG, type PunchBody } from '@colabora/core/timeclock/point-register-api';
import { apiRequest } from '@/lib/api-client';
import { todayPointsKey } from './today-points';

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
    // 002 §8 'Register point': the spec's texts, whatever the server says.
    meta: { successMessage: POINT_REGISTER_MSG.registered, errorMessage: POINT_REGISTER_MSG.registerFailed, preferServerMessage: false },
    onSettled: () => queryClient.invalidateQueries({ queryKey: todayPointsKey }),
  });
}
