import { isConditionFailure } from '../../db/condition-failure';
import { db } from '../../db/service';
import { saoPauloToday } from '@colabora/core/ground/calendar-day';
import { inviteExpired } from '../../modules/admission/admission-rules';
import { jobRun } from './job-run';

/**
 * Disables the invite of every candidate whose limit date is before `today` (yyyy-MM-dd, Sao Paulo): the
 * list shows Expirado and invite sign-in is refused until HR sets a new date. Candidates are PENDING.
 */
export async function runInviteExpiry(today: string): Promise<{ expired: number }> {
  const { data } = await db.entities.user
    .query.byStatus({ statusActive: 'PENDING' })
    .where(({ role, limitDate }, { eq, lt }) => `${eq(role, 'ADMISSION_PROCESS')} AND ${lt(limitDate, today)}`)
    .go({ pages: 'all' });
  let expired = 0;
  for (const person of data.filter((p) => inviteExpired(p, today))) {
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
export const handler = jobRun('invite-expiry', () => runInviteExpiry(saoPauloToday()));
