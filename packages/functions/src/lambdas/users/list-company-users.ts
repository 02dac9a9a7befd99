import { userListQuerySchema } from '@colabora/core/users/schema';
import { assertSameCompany } from '../../http/company-scope';
import { ok } from '../../http/reply';
import { action } from '../../http/resource-handler';
import { companyDepartments, companyJobRoles } from '../../modules/person/catalog-lookup';
import { toAdmissionListItem } from '../../modules/person/detail';
import { readRoster } from '../../modules/person/staff-roster';
import { pageActive, type Catalogue } from '../../modules/person/active-list';
import { companyDismissals, pageDismissals } from '../../modules/person/dismissal-list';
import { listAdmissionPeople } from './admission-people';
import { pageAdmissions } from './admission-list';

const names = (items: readonly { id: string; name: string }[]) => new Map(items.map((item) => [item.id, item.name]));

/** Names of the company's job roles and departments, read on each request (a rename shows at once). */
async function companyCatalogue(companyId: string): Promise<Catalogue> {
  const [jobRoles, departments] = await Promise.all([companyJobRoles(companyId), companyDepartments(companyId)]);
  return { jobRoles: names(jobRoles), departments: names(departments) };
}

/**
 * GET /api/users/company/{companyId}?status=ADMISSION&page&limit&order&orderBy&text&percentageFilled →
 * {docs: AdmissionListItem[], total}; ?status=ACTIVE&…&jobRole&department&statusActive → {docs: ActiveListItem[], total};
 * ?status=DISMISSAL&…&jobRole&department&statusDismissal → {docs: DismissalListItem[], total}.
 */
export const listCompanyUsers = action('listCompanyUsers', { query: userListQuerySchema }, async ({ caller, params, query: list }) => {
  assertSameCompany(caller, params.companyId);
  if (list.status === 'ACTIVE') {
    const [rows, catalogue] = await Promise.all([readRoster(caller.companyId), companyCatalogue(caller.companyId)]);
    return ok(pageActive(rows, catalogue, list));
  }
  if (list.status === 'DISMISSAL') {
    const [entries, catalogue] = await Promise.all([companyDismissals(caller.companyId), companyCatalogue(caller.companyId)]);
    return ok(pageDismissals(entries, catalogue, list));
  }
  const people = await listAdmissionPeople(caller.companyId);
  return ok(pageAdmissions(people.map(toAdmissionListItem), list));
});
