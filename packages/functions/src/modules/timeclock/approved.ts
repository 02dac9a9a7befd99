import type { ApprovedRequest } from '@colabora/core/timeclock/reasons';
import { personRequests, type PointSolicitationRecord } from './request-records';

/** What the day engine reads of an approved request; null for a record missing what its reason needs. */
export function toApprovedRequest(record: PointSolicitationRecord): ApprovedRequest | null {
  if (record.status !== 'APPROVED') return null;
  const base = {
    id: record.id,
    day: record.day,
    justification: record.justification,
    attachment: record.attachment ?? null,
    approvedAt: record.analysedAt ?? record.createdAt,
  };
  switch (record.reason) {
    case 'POINTS_ADJUST':
      if (!record.alertId || !record.alertType) return null;
      return {
        ...base,
        reason: record.reason,
        alertId: record.alertId,
        alertType: record.alertType,
        pointType: record.pointType ?? null,
        breakId: record.breakId ?? null,
        breakName: record.breakName ?? null,
        registerDate: record.registerDate ?? null,
        punchNsr: record.punchNsr ?? null,
      };
    case 'PARTIAL_MEDICAL_CERTIFICATE':
      if (!record.alertId || !record.partialStartHour || !record.partialEndHour) return null;
      return { ...base, reason: record.reason, alertId: record.alertId, startHour: record.partialStartHour, endHour: record.partialEndHour };
    case 'HOURS_COMPENSATION':
      return { ...base, reason: record.reason, minutes: record.totalMinutesCompensated ?? 0 };
    default:
      return { ...base, reason: record.reason, alertId: record.alertId ?? null };
  }
}

/**
 * The approved requests of a person whose day is in [fromDay, toDay] (strongly consistent), by day: what the day
 * engine (functions/src/timeclock) counts. Requests in analysis or reproved never count.
 */
export async function approvedRequests(companyId: string, userId: string, fromDay: string, toDay: string): Promise<ApprovedRequest[]> {
  return approvedOf(await personRequests(companyId, userId, fromDay, toDay));
}

/** The approved ones among a person's requests, as the day engine reads them. */
export const approvedOf = (records: readonly PointSolicitationRecord[]): ApprovedRequest[] =>
  records.map(toApprovedRequest).filter((request): request is ApprovedRequest => request !== null);
