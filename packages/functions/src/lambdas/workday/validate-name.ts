import { journeyNameQuerySchema } from '@colabora/core/workday/api';
import { assertSameCompany } from '../../http/company-scope';
import { ok } from '../../http/reply';
import type { CallerAction } from '../../http/resource-handler';
import { parseInput } from '../../http/validate';
import { nameOwner } from '../../modules/workday/store';

/** GET /api/workday/validate/name?name&company[&id] → true when another journey of the company has the name. */
export const validateWorkdayName: CallerAction = async ({ caller, query }) => {
  const { name, company, id } = parseInput(journeyNameQuerySchema, query);
  assertSameCompany(caller, company);
  const owner = await nameOwner(caller.companyId, name);
  return ok(owner !== null && owner !== id);
};
