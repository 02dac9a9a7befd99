import { isConditionFailure } from '../../db/condition-failure';
import { db } from '../../db/service';
import { now } from '../../lib/clock';
import { everyCompanyToday } from '../../modules/company/time-zone';
import { inviteExpired } from '../../modules/admission/admission-rules';
import { jobRun } from './job-run';

/**
 * Disables the invite of every candidate whose limit date is before their company's today at `at` (its own
 * clock, issue 22 §6: a Manaus deadline lasts until midnight in Manaus): the list shows Expirado and invite
 * sign-in is refused until HR sets a new date. Candidates are PENDING.
 */
export async function runInviteExpiry(at: Date): Promise<{ expired: number }> {
  const todays = await everyCompanyToday(at);
  const latest = [...todays.values()].sort().at(-1);
  if (latest === undefined) return { expired: 0 };
  const { data } = await db.entities.user
    .query.byStatus({ statusActive: 'PENDING' })
    .where(({ role, limitDate }, { eq, lt }) => `${eq(role, 'ADMISSION_PROCESS')} AND ${lt(limitDate, latest)}`)
    .go({ pages: 'all' });
  let expired = 0;
  for (const person of data.filter((p) => inviteExpired(p, todays.get(p.companyId) ?? latest))) {
    try {
      await db.entities.user
        .patch({ companyId: person.companyId, id: person.id })
        .set({ disabled: true })
        // HR may have set a new limit date since the query: then the invite stays valid.
        .where(({ limitDate, role }, { eq }) => `${eq(limitDate, person.limitDate ?? '')} AND ${eq(role, 'ADMISSION_PROCESS')}`)
        .go();
      expired += 1;
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  }
  return { expired };
}

/** EventBridge (and the local ticker) entry point. */
export const handler = jobRun('invite-expiry', () => runInviteExpiry(now()));
