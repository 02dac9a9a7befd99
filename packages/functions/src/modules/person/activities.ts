import type { ActivityAnswer } from '@colabora/core/activity/answer';
import type { ActivityRecord } from '../../db/entities/activity';
import { db } from '../../db/service';

// Reads of the activities (db/entities/activity.ts) and how they are answered.

/** Every activity of a person, earliest first day first; strongly consistent (the overlap check needs the last write). */
export async function personActivities(companyId: string, userId: string): Promise<ActivityRecord[]> {
  const { data } = await db.entities.activity.query
    .personActivities({ companyId, userId })
    .go({ pages: 'all', consistent: true });
  return data;
}

/** One activity of the company by its id, read again consistently; null when the company has none by that id. */
export async function findActivity(companyId: string, id: string): Promise<ActivityRecord | null> {
  const { data } = await db.entities.activity.query.companyActivity({ companyId, id }).go();
  const [found] = data;
  if (!found) return null;
  const { data: fresh } = await db.entities.activity
    .get({ companyId, userId: found.userId, firstDay: found.firstDay, id })
    .go({ consistent: true });
  return fresh;
}

export function toActivityAnswer(record: ActivityRecord): ActivityAnswer {
  return {
    _id: record.id,
    user: record.userId,
    company: record.companyId,
    type: record.type,
    period: record.period,
    date: record.date ?? null,
    startDate: record.startDate ?? null,
    finalDate: record.finalDate ?? null,
    numberOfDays: record.numberOfDays ?? null,
    withoutForecastOfEnding: record.withoutForecastOfEnding,
    reason: record.reason ?? null,
    soldDays: record.soldDays ?? null,
    document: record.document ?? null,
    endedOn: record.endedOn ?? null,
    returnsOn: record.returnsOn ?? null,
    createdAt: record.createdAt,
    createdBy: { _id: record.createdById, name: record.createdByName },
  };
}
