import type { Page } from '@colabora/core/paging';
import { myRequestsQuery, type PointSolicitation } from '@colabora/core/timeclock/request-schema';
import { paginateItems } from '../../modules/catalog/paginate';
import { ok } from '../../http/reply';
import { action } from '../../http/resource-handler';
import { allPersonRequests, toPointSolicitation } from '../../modules/timeclock/request-records';
import { timeClockPerson } from '../../modules/timeclock/time-clock-person';

/**
 * GET /api/point-solicitation?page&limit&order&orderBy&status&reason → {docs, total} (the employee): the caller's
 * own requests only, newest first by default (002 §2.2, §9).
 */
export const listMyRequests = action('listMyRequests', { query: myRequestsQuery }, async ({ caller, query: request }) => {
  const person = timeClockPerson(caller);
  const records = (await allPersonRequests(person.companyId, person.id)).filter(
    (record) => (!request.status || record.status === request.status) && (!request.reason || record.reason === request.reason),
  );
  const rows = records.map((record) => ({ id: record.id, name: record.fullName, createdAt: record.createdAt, day: record.day, record }));
  const page = paginateItems(rows, { ...request, text: '' }, { tie: (a, b) => b.createdAt.localeCompare(a.createdAt) || a.id.localeCompare(b.id) });
  const answer: Page<PointSolicitation> = { docs: page.docs.map((row) => toPointSolicitation(row.record)), total: page.total };
  return ok(answer);
});
