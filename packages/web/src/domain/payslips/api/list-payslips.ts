import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { blobFromLink } from '@/lib/file-link';
import { periodOf } from '../components/month-options';

// The payslip calls both the HR detail and the employee's own page make (001 §7).

/** The month shown: '' for every month, else 'yyyy-MM'. */
export type PayslipFilter = string;

export const payslipKeys = {
  all: ['payslips'] as const,
  /** Every list of the person's payslips, whatever the month shown. */
  person: (userId: string) => ['payslips', userId] as const,
  list: (userId: string, filter: PayslipFilter) => ['payslips', userId, filter] as const,
};

/** GET /api/payslip/{userId}?month&year: newest first. */
export function listPayslips(userId: string, filter: PayslipFilter, signal?: AbortSignal) {
  const period = periodOf(filter);
  return apiRequest('listPayslips', { params: { userId }, query: { month: period?.month, year: period?.year }, signal });
}

export function payslipsQueryOptions(userId: string, filter: PayslipFilter) {
  return queryOptions({
    queryKey: payslipKeys.list(userId, filter),
    queryFn: ({ signal }) => listPayslips(userId, filter, signal),
    // A failure is told where the list would be, with a retry (RetryAlert): no notice besides.
  });
}

export function usePayslips(userId: string, filter: PayslipFilter) {
  return useQuery(payslipsQueryOptions(userId, filter));
}

/**
 * GET /api/payslip/open/{userId}?payslipId: a link signed for this opening, then the PDF's bytes. The person's
 * first opening is recorded by the API (proof of delivery).
 */
export async function fetchPayslipBlob(userId: string, payslipId: string): Promise<Blob> {
  const link = await apiRequest('openPayslip', { params: { userId }, query: { payslipId } });
  return blobFromLink(link.url);
}
