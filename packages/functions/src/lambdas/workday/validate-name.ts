import { journeyNameQuerySchema } from '@colabora/core/workday/api';
import { assertSameCompany } from '../../http/company-scope';
import { ok } from '../../http/reply';
import { action } from '../../http/resource-handler';
import { nameOwner } from '../../modules/workday/store';

/** GET /api/workday/validate/name?name&company[&id] → true when another journey of the company has the name. */
export const validateWorkdayName = action('validateWorkdayName', { query: journeyNameQuerySchema }, async ({ caller, query: { name, company, id } }) => {
  assertSameCompany(caller, company);
  const owner = await nameOwner(caller.companyId, name);
  return ok(owner !== null && owner !== id);
});
