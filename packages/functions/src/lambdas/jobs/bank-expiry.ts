import { zonedClock } from '@colabora/core/timeclock/company-clock';
import { now } from '../../lib/clock';
import { companyRegimes } from '../../modules/company/company-settings';
import { expireCredits } from '../../modules/timeclock/bank-expiry';
import { companyBankTotals } from '../../modules/timeclock/ledger';
import { jobRun } from './job-run';

// The hours-bank expiry job (issue 22 §4; EventBridge daily at 00:15 in Acre, locally every minute): for every
// company that keeps a bank, every person with a ledger gets a line 'vencido' for each credit whose term ended by
// the company's today (on its own clock, issue 22 §6) uncompensated (modules/timeclock/bank-expiry.ts). Idempotent: a run again, or a retried one, writes
// nothing more. Cost per run: one Query for the companies, one per company for its banks, one per person for the
// ledger (a bank beyond the month needs the whole history: FIFO and a negative bank reach back to its start).

/** People read and written at once. */
const CONCURRENCY = 8;

/** The run at `at`: each company's credits whose term ended by its today. */
export async function runBankExpiry(at: Date): Promise<{ people: number; lines: number }> {
  const counts = { people: 0, lines: 0 };
  for (const { companyId, regime, timeZone } of await companyRegimes()) {
    // Without a bank overtime is paid as it happens: nothing waits to expire.
    if (regime === 'NONE') continue;
    const today = zonedClock(timeZone).today(at);
    const people = [...(await companyBankTotals(companyId)).keys()];
    for (let next = 0; next < people.length; next += CONCURRENCY) {
      await Promise.all(
        people.slice(next, next + CONCURRENCY).map(async (userId) => {
          const lines = await expireCredits(companyId, userId, regime, today);
          counts.people += lines > 0 ? 1 : 0;
          counts.lines += lines;
        }),
      );
    }
  }
  return counts;
}

/** EventBridge (and the local ticker) entry point. */
export const handler = jobRun('bank-expiry', () => runBankExpiry(now()));
