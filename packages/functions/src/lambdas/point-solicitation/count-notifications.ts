import type { RequestNotifications } from '@colabora/core/timeclock/request-schema';
import { assertSameCompany } from '../../http/company-scope';
import { ok } from '../../http/reply';
import { action } from '../../http/resource-handler';
import { requestsInAnalysis } from '../../modules/timeclock/request-records';

/**
 * GET /api/point-solicitation/notifications/{companyId} → {total} (HR): the requests in analysis HR has not
 * opened yet. Counted from the requests themselves rather than kept in a counter item: the count cannot drift
 * or go below 0, and no write (a request, an opening, an analysis) contends for one item per company. It reads
 * only the company's requests in analysis (the byStatus index), which analysis keeps few.
 */
export const countRequestNotifications = action('countRequestNotifications', async ({ caller, params }) => {
  assertSameCompany(caller, params.companyId);
  const pending = await requestsInAnalysis(caller.companyId);
  const answer: RequestNotifications = { total: pending.filter((request) => !request.viewed).length };
  return ok(answer);
});
