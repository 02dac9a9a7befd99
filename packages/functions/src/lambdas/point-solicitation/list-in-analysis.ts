import type { Page } from '@colabora/core/paging';
import { matchesReasonFilter } from '@colabora/core/timeclock/reasons';
import { inAnalysisQuery, type PointSolicitation } from '@colabora/core/timeclock/request-schema';
import { paginateItems } from '../../modules/catalog/paginate';
import { assertSameCompany } from '../../http/company-scope';
import { ok } from '../../http/reply';
import { action } from '../../http/resource-handler';
import { requestsInAnalysis, toPointSolicitation } from '../../modules/timeclock/request-records';

/**
 * GET /api/point-solicitation/in-analysis/{companyId}?page&limit&order&orderBy&reason&text → {docs, total} (HR):
 * the company's requests in analysis, searched and sorted by the person's full name (pt-BR collation, accents
 * ignored) or by creation, newest first by default (002 §2.3, §9).
 */
export const listRequestsInAnalysis = action('listRequestsInAnalysis', { query: inAnalysisQuery }, async ({ caller, params, query: request }) => {
  assertSameCompany(caller, params.companyId);
  const records = (await requestsInAnalysis(caller.companyId)).filter((record) => matchesReasonFilter(record.reason, request.reason));
  const rows = records.map((record) => ({ id: record.id, name: record.fullName, fullName: record.fullName, createdAt: record.createdAt, record }));
  const page = paginateItems(rows, request, { tie: (a, b) => b.createdAt.localeCompare(a.createdAt) || a.id.localeCompare(b.id) });
  const answer: Page<PointSolicitation> = { docs: page.docs.map((row) => toPointSolicitation(row.record)), total: page.total };
  return ok(answer);
});
