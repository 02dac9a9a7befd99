import { ok } from '../../http/reply';
import { action } from '../../http/resource-handler';
import { bankReader } from './bank-person';
import { bankTotal } from '../../modules/timeclock/ledger';

/** GET /api/comp-time/{userId} → number: the person's bank in minutes, the sum of their ledger (HR or the person). */
export const getHoursBank = action('getHoursBank', async ({ caller, params }) => {
  const person = await bankReader(caller, params.userId);
  return ok(await bankTotal(caller.companyId, person.id));
});
