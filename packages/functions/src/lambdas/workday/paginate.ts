import { journeyPaginateQuerySchema, type JourneyPaginateQuery } from '@colabora/core/workday/api';
import { paginateItems } from '../../modules/catalog/paginate';
import { assertSameCompany } from '../../http/company-scope';
import { ok } from '../../http/reply';
import { action } from '../../http/resource-handler';
import { companyJourneys, toJourney, type WorkdayRecord } from '../../modules/workday/store';

/** The list's filters: FERIADOS, STATUS, TIPO DE PONTO and ESCALA ('' lets every journey through). */
function matchesFilters(record: WorkdayRecord, query: JourneyPaginateQuery): boolean {
  return (
    (query.holidayFilter === '' || String(record.holidays) === query.holidayFilter) &&
    (query.statusFilter === '' || String(record.status) === query.statusFilter) &&
    (query.pointTypeFilter === '' || record.pointType === query.pointTypeFilter) &&
    (query.scaleFilter === '' || record.scaleType === query.scaleFilter)
  );
}

/**
 * GET /api/workday/paginate/{companyId}?page&limit&order&orderBy&text&holidayFilter&statusFilter&pointTypeFilter&scaleFilter
 * → {docs: Journey[], total}; name ascending by default.
 */
export const paginateWorkdays = action('paginateWorkdays', { query: journeyPaginateQuerySchema }, async ({ caller, params, query: request }) => {
  assertSameCompany(caller, params.companyId);
  const matching = (await companyJourneys(caller.companyId)).filter((record) => matchesFilters(record, request));
  const page = paginateItems(matching, request);
  return ok({ docs: page.docs.map(toJourney), total: page.total });
});
