import { userListQuerySchema } from '@colabora/core/users/schema';
import { assertSameCompany } from '../http/company-scope';
import { ok } from '../http/reply';
import type { CallerAction } from '../http/resource-handler';
import { parseInput } from '../http/validate';
import { companyDepartments, companyJobRoles } from '../person/catalog-lookup';
import { toAdmissionListItem } from '../person/detail';
import { readRoster } from '../person/staff-roster';
import { pageActive } from './active-list';
import { listAdmissionPeople } from './admission-people';
import { pageAdmissions } from './admission-list';

const names = (items: readonly { id: string; name: string }[]) => new Map(items.map((item) => [item.id, item.name]));

/**
 * GET /api/users/company/{companyId}?status=ADMISSION&page&limit&order&orderBy&text&percentageFilled →
 * {docs: AdmissionListItem[], total}; ?status=ACTIVE&…&jobRole&department&statusActive → {docs: ActiveListItem[], total}.
 */
export const listCompanyUsers: CallerAction = async ({ caller, params, query }) => {
  assertSameCompany(caller, params.companyId);
  const list = parseInput(userListQuerySchema, query);
  if (list.status === 'ACTIVE') {
    const [rows, jobRoles, departments] = await Promise.all([
      readRoster(caller.companyId),
      companyJobRoles(caller.companyId),
      companyDepartments(caller.companyId),
    ]);
    return ok(pageActive(rows, { jobRoles: names(jobRoles), departments: names(departments) }, list));
  }
  const people = await listAdmissionPeople(caller.companyId);
  return ok(pageAdmissions(people.map(toAdmissionListItem), list));
};
