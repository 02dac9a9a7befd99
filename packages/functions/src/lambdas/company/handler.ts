import { companySettingsSchema } from '@colabora/core/company/settings';
import { assertSameCompany } from '../../http/company-scope';
import { ok } from '../../http/reply';
import { action, resourceHandler } from '../../http/resource-handler';
import { companySettings, updateCompanySettings } from '../../modules/company/company-settings';
import { getAtestado } from './atestado';

/** GET /api/company/settings/{companyId} → CompanySettings: HR of the company only (the administrator changes them). */
const getCompanySettings = action('getCompanySettings', async ({ caller, params }) => {
  assertSameCompany(caller, params.companyId);
  return ok(await companySettings(caller.companyId));
});

/**
 * PUT /api/company/settings/{companyId} {bankRegime, timeZone, employer?} → CompanySettings: the regime applies to
 * the days settled from now on, the zone to the punches and days from now on (those recorded keep their offset), the
 * employer's data (issue 23 §8) to the records made from now on.
 */
const updateSettings = action('updateCompanySettings', { body: companySettingsSchema }, async ({ caller, params, body }) => {
  assertSameCompany(caller, params.companyId);
  return ok(await updateCompanySettings(caller.companyId, body, caller));
});

export const handler = resourceHandler('company', { getCompanySettings, updateCompanySettings: updateSettings, getAtestado });
