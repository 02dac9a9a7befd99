import type { ExpiringHours } from '@colabora/core/timeclock/hours-bank';
import { assertSameCompany } from '../../http/company-scope';
import { ok } from '../../http/reply';
import { action } from '../../http/resource-handler';
import { now } from '../../lib/clock';
import { companyToday } from '../../modules/company/time-zone';
import { companyBankRegime } from '../../modules/company/company-settings';
import { getUser } from '../../modules/person/records';
import { expiringCredits } from '../../modules/timeclock/bank-expiry';
import { companyBankTotals } from '../../modules/timeclock/ledger';

/** People read at once. */
const CONCURRENCY = 8;

/**
 * GET /api/comp-time/expiring/{companyId} → ExpiringHours[]: who has banked minutes whose term (the company's
 * regime, CLT art. 59 §§2, 5, 6) ends in the next 30 days, soonest first. One ledger Query per person with a bank.
 */
export const listExpiringHours = action('listExpiringHours', async ({ caller, params }) => {
  assertSameCompany(caller, params.companyId);
  const { companyId } = caller;
  const today = await companyToday(companyId, now());
  const [regime, totals] = await Promise.all([companyBankRegime(companyId), companyBankTotals(companyId)]);
  const people = [...totals.keys()];
  const rows: ExpiringHours[] = [];
  for (let next = 0; next < people.length; next += CONCURRENCY) {
    await Promise.all(
      people.slice(next, next + CONCURRENCY).map(async (userId) => {
        const expiries = await expiringCredits(companyId, userId, regime, today);
        if (expiries.length === 0) return;
        const person = await getUser(companyId, userId);
        if (!person) return;
        const minutes = expiries.reduce((total, expiry) => total + expiry.minutes, 0);
        rows.push({ _id: userId, fullName: person.fullName, minutes, firstExpiresOn: expiries[0].expiresOn });
      }),
    );
  }
  return ok(rows.sort((a, b) => a.firstExpiresOn.localeCompare(b.firstExpiresOn) || a.fullName.localeCompare(b.fullName)));
});
