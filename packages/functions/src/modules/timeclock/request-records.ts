import { addCalendarDays } from '@colabora/core/ground/calendar-day';
import type { PointSolicitation } from '@colabora/core/timeclock/request-schema';
import type { PointSolicitationRecord } from '../../db/entities/point-solicitation';
import { db } from '../../db/service';

export type { PointSolicitationRecord } from '../../db/entities/point-solicitation';

/**
 * A person's requests whose day is in [fromDay, toDay], every status, by day: one strongly consistent Query
 * (the sort key starts with the day, so the range runs to the day after `toDay`, exclusive).
 */
export async function personRequests(companyId: string, userId: string, fromDay: string, toDay: string): Promise<PointSolicitationRecord[]> {
  if (toDay < fromDay) return [];
  const { data } = await db.entities.pointSolicitation.query
    .personRequests({ companyId, userId })
    .between({ day: fromDay }, { day: addCalendarDays(toDay, 1) })
    .go({ pages: 'all', consistent: true });
  return data.filter((request) => request.day <= toDay);
}

/** Every request of a person (their SOLICITAÇÕES tab). */
export async function allPersonRequests(companyId: string, userId: string): Promise<PointSolicitationRecord[]> {
  const { data } = await db.entities.pointSolicitation.query.personRequests({ companyId, userId }).go({ pages: 'all' });
  return data;
}

/** One request of the company by its id; null when there is none (or it is another company's). */
export async function companyRequest(companyId: string, id: string): Promise<PointSolicitationRecord | null> {
  const { data } = await db.entities.pointSolicitation.query.companyRequest({ companyId, id }).go();
  const found = data[0];
  if (!found) return null;
  // The index is eventually consistent: the item itself is read strongly, so a decision sees the last write.
  const { data: item } = await db.entities.pointSolicitation.get({ companyId, userId: found.userId, day: found.day, id }).go({ consistent: true });
  return item;
}

/** The company's requests in analysis. */
export async function requestsInAnalysis(companyId: string): Promise<PointSolicitationRecord[]> {
  const { data } = await db.entities.pointSolicitation.query.byStatus({ companyId, status: 'IN_ANALYSIS' }).go({ pages: 'all' });
  return data;
}

const orNull = <T>(value: T | undefined): T | null => value ?? null;

/** A request as the API answers it (002 §3 PointSolicitation). */
export function toPointSolicitation(record: PointSolicitationRecord): PointSolicitation {
  return {
    _id: record.id,
    createdAt: record.createdAt,
    user: { _id: record.userId, fullName: record.fullName },
    reason: record.reason,
    status: record.status,
    justification: record.justification,
    disapprovalReason: orNull(record.disapprovalReason),
    day: record.day,
    pointAlert:
      record.alertId && record.alertType
        ? {
            _id: record.alertId,
            alertType: record.alertType,
            pointType: orNull(record.pointType),
            breakName: orNull(record.breakName),
            pointStartDate: orNull(record.pointStartDate),
          }
        : null,
    registerDate: orNull(record.registerDate),
    partialMedicalCertificateStartHour: orNull(record.partialStartHour),
    partialMedicalCertificateEndHour: orNull(record.partialEndHour),
    solicitationDate: orNull(record.solicitationDate),
    compensationDate: orNull(record.compensationDate),
    totalMinutesCompensated: orNull(record.totalMinutesCompensated),
    attachment: record.attachment ?? null,
    viewed: record.viewed,
    analysedAt: orNull(record.analysedAt),
    analysedByName: orNull(record.analysedByName),
  };
}
