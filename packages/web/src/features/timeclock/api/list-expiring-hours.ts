import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { hoursBankKeys } from './hours-bank-keys';

/** GET /api/comp-time/expiring/{companyId}: who has banked hours whose term ends in the next 30 days (issue 22 §4). */
export function listExpiringHours(companyId: string, signal?: AbortSignal) {
  return apiRequest('listExpiringHours', { params: { companyId }, signal });
}

export function useExpiringHours(companyId: string) {
  // The card shows its own failure with a retry, so no notice here.
  return useQuery({ queryKey: hoursBankKeys.expiring(companyId), queryFn: ({ signal }) => listExpiringHours(companyId, signal) });
}
