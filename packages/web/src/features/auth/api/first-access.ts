import { useMutation } from '@tanstack/react-query';
import type { FirstAccessBody } from '@colabora/core/auth/first-access';
import { apiRequest } from '@/lib/api-client';

/** PUT /api/auth/first-access: the new administrator's password, through the e-mailed link. */
export function firstAccess(body: FirstAccessBody) {
  return apiRequest('firstAccess', { body });
}

/** Failures are shown in the page (what to do with the link), not as a notice. */
export function useFirstAccess() {
  return useMutation({ mutationFn: firstAccess });
}
