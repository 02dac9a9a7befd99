import { userListQuerySchema } from '@colabora/core/users/schema';
import { assertSameCompany } from '../http/company-scope';
import { ok } from '../http/reply';
import type { CallerAction } from '../http/resource-handler';
import { parseInput } from '../http/validate';
import { listAdmissionPeople } from './admission-people';
import { pageAdmissions } from './admission-list';
import { toAdmissionListItem } from '../person/detail';

/**
 * GET /api/users/company/{companyId}?status=ADMISSION&page&limit&order&orderBy&text&percentageFilled →
 * {docs: AdmissionListItem[], total}.
 */
export const listCompanyUsers: CallerAction = async ({ caller, params, query }) => {
  assertSameCompany(caller, params.companyId);
  const { status: _status, ...page } = parseInput(userListQuerySchema, query);
  const people = await listAdmissionPeople(caller.companyId);
  return ok(pageAdmissions(people.map(toAdmissionListItem), page));
};
