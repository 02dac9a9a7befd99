import { isConditionFailure } from '../db/condition-failure';
import { db } from '../db/service';
import { saoPauloToday } from '@colabora/core/admission/calendar-day';
import { experienceEnded } from './experience-ended';
import { jobRun } from './job-run';

/** Everyone whose experience ended before `today` (yyyy-MM-dd, Sao Paulo) becomes HIRED. */
export async function runStatusTransitions(today: string): Promise<{ hired: number }> {
  const { data } = await db.entities.user.query.byStatus({ statusActive: 'WORK_EXPERIENCE' }).go({ pages: 'all' });
  let hired = 0;
  for (const person of data.filter((p) => experienceEnded(p, today))) {
    try {
      await db.entities.user
        .patch({ companyId: person.companyId, id: person.id })
        .set({ statusActive: 'HIRED' })
        // Someone may have changed the status since the query (leave, dismissal): leave theirs alone.
        .where(({ statusActive }, { eq }) => eq(statusActive, 'WORK_EXPERIENCE'))
        .go();
      hired += 1;
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  }
  return { hired };
}

/** EventBridge (and the local ticker) entry point. */
export const handler = jobRun('status-transitions', () => runStatusTransitions(saoPauloToday()));
