import { Entity, type EntityItem } from '../model/entity';
import { SERVICE } from './service-name';

const DAY = { type: 'string', required: true, readOnly: true } as const; // yyyy-MM-dd, the plan's day

/**
 * An alert about a person's day (spec 002 §3 PointAlert): a point whose window passed unregistered, or a planned
 * day that ended with no punch. The id is the day, type and point (core/timeclock/alerts.ts alertId), so the
 * alerts job and settle write the same item however often they run. Resolved (never deleted) once the day no
 * longer raises it: a late punch, an approved adjustment or certificate; a request keeps pointing at it.
 */
export const PointAlert = new Entity({
  model: { entity: 'pointAlert', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    userId: { type: 'string', required: true, readOnly: true },
    id: { type: 'string', required: true, readOnly: true },
    day: DAY,
    // Spelled out, not imported: the core module would bring its code into every bundle that reads the table.
    alertType: { type: ['ABSENCE', 'PENDING_POINT'] as const, required: true, readOnly: true },
    pointType: {
      type: ['ENTRY', 'MAIN_BREAK_START', 'MAIN_BREAK_RETURN', 'BREAK_START', 'BREAK_RETURN', 'EXIT'] as const,
      required: true,
      readOnly: true,
    },
    breakId: { type: 'string', readOnly: true },
    breakName: { type: 'string', readOnly: true },
    /** The point's expected time, ISO with the company's offset. */
    pointStartDate: { type: 'string', required: true, readOnly: true },
    /** OPEN until the day no longer raises it, then RESOLVED (and OPEN again if it does once more). */
    state: { type: ['OPEN', 'RESOLVED'] as const, required: true },
    createdAt: { type: 'string', required: true, readOnly: true },
    resolvedAt: { type: 'string' },
  },
  indexes: {
    /** A person's alerts by day (the id starts with it): settle reads the days it recomputes. */
    personAlerts: {
      pk: { field: 'pk', composite: ['companyId', 'userId'] },
      sk: { field: 'sk', composite: ['id'] },
    },
    /** A person's open alerts (GET /api/point-alert): the state is in the key, so resolved ones are never read. */
    openAlerts: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['companyId', 'userId', 'state'] },
      sk: { field: 'gsi1sk', composite: ['id'] },
    },
  },
});

export type PointAlertRecord = EntityItem<typeof PointAlert>;
