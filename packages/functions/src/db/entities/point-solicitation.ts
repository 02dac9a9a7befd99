import { Entity, type EntityItem } from '../model/entity';
import { ALERT_TYPES, POINT_TYPES } from '@colabora/core/timeclock/point-types';
import { REQUEST_REASONS, REQUEST_STATUSES } from '@colabora/core/timeclock/reasons';
import { TABLE_KEYS } from '../table-schema';
import { SERVICE } from './service-name';

const DAY = { type: 'string' } as const; // yyyy-MM-dd, the company's calendar day
const HOUR = { type: 'string', readOnly: true } as const; // 'HH:mm'

/**
 * A time-clock request of a person (spec 002 §3 PointSolicitation): an adjustment of an alert, a certificate, a
 * day off or an hours compensation. What the person asked is never rewritten; HR's analysis (status, reason of a
 * refusal, who and when) and HR's first opening (`viewed`) are the only changes. An adjustment is a record of its
 * own, linked to the alert and the punch it corrects: the punch itself is never touched.
 */
export const PointSolicitation = new Entity({
  model: { entity: 'pointSolicitation', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    userId: { type: 'string', required: true, readOnly: true },
    id: { type: 'string', required: true, readOnly: true },
    /** The day it is about: the alert's, the day off's or the compensation's. */
    day: { ...DAY, required: true, readOnly: true },
    reason: { type: REQUEST_REASONS, required: true, readOnly: true },
    status: { type: REQUEST_STATUSES, required: true },
    /** The person's name when they asked (HR's list sorts and searches by it). */
    fullName: { type: 'string', required: true, readOnly: true },
    justification: { type: 'string', required: true, readOnly: true },
    attachment: {
      type: 'map',
      readOnly: true,
      properties: {
        key: { type: 'string', required: true },
        name: { type: 'string', required: true },
        size: { type: 'number', required: true },
      },
    },
    /** The alert an adjustment or certificate answers, as it was. */
    alertId: { type: 'string', readOnly: true },
    alertType: { type: ALERT_TYPES, readOnly: true },
    pointType: { type: POINT_TYPES, readOnly: true },
    breakId: { type: 'string', readOnly: true },
    breakName: { type: 'string', readOnly: true },
    /** The alert's expected time, ISO with offset. */
    pointStartDate: { type: 'string', readOnly: true },
    /** The corrected time of a pending point, ISO with the company's offset. */
    registerDate: { type: 'string', readOnly: true },
    /** NSR of the punch the adjustment corrects, when one was recorded for that point. */
    punchNsr: { type: 'number', readOnly: true },
    partialStartHour: HOUR,
    partialEndHour: HOUR,
    solicitationDate: { ...DAY, readOnly: true },
    compensationDate: { ...DAY, readOnly: true },
    totalMinutesCompensated: { type: 'number', readOnly: true },
    createdAt: { type: 'string', required: true, readOnly: true },
    /** HR opened it (the SOLICITAÇÕES badge counts the requests in analysis not yet opened). */
    viewed: { type: 'boolean', required: true },
    disapprovalReason: { type: 'string' },
    analysedAt: { type: 'string' },
    analysedById: { type: 'string' },
    analysedByName: { type: 'string' },
  },
  indexes: {
    /**
     * A person's requests by day: the day engine, the mirror and the person's own list read a range with one
     * strongly consistent Query, so a settle right after an approval sees it.
     */
    personRequests: {
      pk: { field: TABLE_KEYS.partitionKey, composite: ['companyId', 'userId'] },
      sk: { field: TABLE_KEYS.sortKey, composite: ['day', 'id'] },
    },
    /** A company's requests by status: HR's list and badge read only those in analysis. */
    byStatus: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['companyId'] },
      sk: { field: 'gsi1sk', composite: ['status', 'id'] },
    },
    /** One request of the company by its id (approve, reprove, viewed and attachment name only the id). */
    companyRequest: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: ['companyId'] },
      sk: { field: 'gsi2sk', composite: ['id'] },
    },
  },
});

export type PointSolicitationRecord = EntityItem<typeof PointSolicitation>;
