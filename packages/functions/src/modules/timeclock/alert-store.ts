import { alertId, type DueAlert, type PointAlertView } from '@colabora/core/timeclock/alerts';
import type { PointAlertRecord } from '../../db/entities/point-alert';
import type { TxEntities, TxPart } from '../../db/labelled-transaction';
import { db } from '../../db/service';

// A person's stored alerts (db/entities/point-alert.ts): what settle compares with what the days raise now, and
// what GET /api/point-alert answers.

/** The person's alerts of the days from `fromDay` to `toDay` (ids start with the day), strongly consistent. */
export async function storedAlerts(companyId: string, userId: string, fromDay: string, toDay: string): Promise<PointAlertRecord[]> {
  const { data } = await db.entities.pointAlert.query
    .personAlerts({ companyId, userId })
    .between({ id: fromDay }, { id: `${toDay}~` })
    .go({ pages: 'all', consistent: true });
  return data;
}

/** The person's open alerts, by day (a GSI query on the open state: resolved ones are never read). */
export async function openAlerts(companyId: string, userId: string): Promise<PointAlertRecord[]> {
  const { data } = await db.entities.pointAlert.query.openAlerts({ companyId, userId, state: 'OPEN' }).go({ pages: 'all' });
  return data;
}

/**
 * The ids of `alerts` that have an adjustment in analysis (the card shows 'Em análise' instead of AJUSTAR): one
 * Query of the person's requests over the alerts' days. An approved request resolves its alert; a reproved one
 * leaves it to be adjusted again.
 */
export async function alertsInAnalysis(companyId: string, userId: string, alerts: readonly PointAlertRecord[]): Promise<Set<string>> {
  if (alerts.length === 0) return new Set();
  const days = alerts.map((alert) => alert.day).sort();
  const { data } = await db.entities.pointSolicitation.query
    .personRequests({ companyId, userId })
    .between({ day: days[0] }, { day: `${days[days.length - 1]}~` })
    .go({ pages: 'all', consistent: true });
  return new Set(data.flatMap((request) => (request.status === 'IN_ANALYSIS' && request.alertId ? [request.alertId] : [])));
}

export function toAlertView(record: PointAlertRecord, inAnalysis: boolean): PointAlertView {
  return {
    _id: record.id,
    alertType: record.alertType,
    pointType: record.pointType,
    breakName: record.breakName ?? null,
    pointStartDate: record.pointStartDate,
    date: record.day,
    inAnalysis,
  };
}

/** One write that brings the stored alerts of some days to what they raise now, and the day it is about. */
export interface AlertChange {
  day: string;
  kind: 'raise' | 'reopen' | 'resolve';
  part: (tx: TxEntities) => TxPart;
}

/**
 * The writes from `stored` to `due` for `days`: a new alert is created (refused if it exists: someone raised it
 * meanwhile), a resolved one that is due again reopens, an open one no longer due is resolved. Each write is
 * conditioned on the state read, so two settles of one day never undo each other.
 */
export function alertChanges(
  companyId: string,
  userId: string,
  days: readonly string[],
  due: readonly DueAlert[],
  stored: readonly PointAlertRecord[],
  at: string,
): AlertChange[] {
  const byId = new Map(stored.filter((record) => days.includes(record.day)).map((record) => [record.id, record]));
  const dueIds = new Set<string>();
  const changes: AlertChange[] = [];
  for (const alert of due) {
    const id = alertId(alert);
    dueIds.add(id);
    const record = byId.get(id);
    if (!record) {
      const { breakId, breakName, ...fields } = alert;
      const item = { ...fields, companyId, userId, id, state: 'OPEN' as const, createdAt: at, ...(breakId ? { breakId } : {}), ...(breakName ? { breakName } : {}) };
      changes.push({ day: alert.day, kind: 'raise', part: (tx) => tx.pointAlert.create(item).commit() });
    } else if (record.state === 'RESOLVED') {
      changes.push({
        day: alert.day,
        kind: 'reopen',
        part: (tx) =>
          tx.pointAlert.patch({ companyId, userId, id }).set({ state: 'OPEN' }).remove(['resolvedAt']).where(({ state }, { eq }) => eq(state, 'RESOLVED')).commit(),
      });
    }
  }
  for (const record of byId.values()) {
    if (record.state !== 'OPEN' || dueIds.has(record.id)) continue;
    changes.push({
      day: record.day,
      kind: 'resolve',
      part: (tx) =>
        tx.pointAlert
          .patch({ companyId, userId, id: record.id })
          .set({ state: 'RESOLVED', resolvedAt: at })
          .where(({ state }, { eq }) => eq(state, 'OPEN'))
          .commit(),
    });
  }
  return changes;
}
