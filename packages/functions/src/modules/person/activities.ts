import type { ActivityRecord } from '../../db/entities/activity';
import { db } from '../../db/service';

/** Every activity of a person, earliest first day first; strongly consistent (the overlap check needs the last write). */
export async function personActivities(companyId: string, userId: string): Promise<ActivityRecord[]> {
  const { data } = await db.entities.activity.query
    .personActivities({ companyId, userId })
    .go({ pages: 'all', consistent: true });
  return data;
}
