import { Entity, type EntityItem } from '../model/entity';
import { ACTIVITY_PERIODS, ACTIVITY_TYPES } from '@colabora/core/activity/terms';
import { SERVICE } from './service-name';

const DAY = { type: 'string' } as const; // yyyy-MM-dd, America/Sao_Paulo calendar day

/**
 * A status or leave HR registered for a person (spec 000 §3 Activity). Append-only: what was registered is
 * never rewritten. Returning from a leave with no forecast of end adds the real end (`endedOn`, who, when)
 * beside the original fields; `returnsOn` is the only attribute that follows it, so the daily job finds it.
 */
export const Activity = new Entity({
  model: { entity: 'activity', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    userId: { type: 'string', required: true, readOnly: true },
    id: { type: 'string', required: true, readOnly: true },
    type: { type: ACTIVITY_TYPES, required: true, readOnly: true },
    period: { type: ACTIVITY_PERIODS, required: true, readOnly: true },
    date: { ...DAY, readOnly: true },
    startDate: { ...DAY, readOnly: true },
    finalDate: { ...DAY, readOnly: true },
    numberOfDays: { type: 'number', readOnly: true },
    withoutForecastOfEnding: { type: 'boolean', required: true, readOnly: true },
    reason: { type: 'string', readOnly: true },
    /** A vacation's days sold with it (abono pecuniário, CLT art. 143); absent with none. */
    soldDays: { type: 'number', readOnly: true },
    document: {
      type: 'map',
      readOnly: true,
      properties: {
        key: { type: 'string', required: true },
        name: { type: 'string', required: true },
        size: { type: 'number', required: true },
      },
    },
    /** The first day covered (`date` or `startDate`): the order of a person's activities. */
    firstDay: { ...DAY, required: true, readOnly: true },
    /** The day the person works again (the day after the last one); absent while there is no forecast. */
    returnsOn: DAY,
    createdAt: { type: 'string', required: true, readOnly: true },
    createdById: { type: 'string', required: true, readOnly: true },
    createdByName: { type: 'string', required: true, readOnly: true },
    /** A leave with no forecast of end, ended by HR: its real last day, and who ended it when. Written once. */
    endedOn: DAY,
    endedAt: { type: 'string' },
    endedById: { type: 'string' },
    endedByName: { type: 'string' },
  },
  indexes: {
    /** A person's activities by first day (strongly consistent reads: the overlap check sees the last write). */
    personActivities: {
      pk: { field: 'pk', composite: ['companyId', 'userId'] },
      sk: { field: 'sk', composite: ['firstDay', 'id'] },
    },
    /** One activity of the company by its id (PUT …/end-activity-with-no-forecast names only the id). */
    companyActivity: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: ['companyId'] },
      sk: { field: 'gsi2sk', composite: ['id'] },
    },
    /** Activities starting on a day, every company: the daily job applies the ones registered in advance. */
    startingOn: {
      index: 'gsi3',
      pk: { field: 'gsi3pk', composite: ['firstDay'] },
      sk: { field: 'gsi3sk', composite: ['companyId', 'id'] },
    },
    /** Leaves whose person is back on a day, every company: the daily job returns them. Open-ended ones are absent. */
    returningOn: {
      index: 'gsi5',
      condition: (attr: { returnsOn?: string }) => attr.returnsOn !== undefined,
      // Only the day: a conditional index needs every composite on each write that names one.
      pk: { field: 'gsi5pk', composite: ['returnsOn'] },
      sk: { field: 'gsi5sk', composite: [] },
    },
  },
});

export type ActivityRecord = EntityItem<typeof Activity>;
