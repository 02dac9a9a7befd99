import { Entity } from '../model/entity';
import { SERVICE } from './service-name';

/** The last calendar day a scheduled job covered: the next run catches up the days in between. */
export const JobState = new Entity({
  model: { entity: 'jobState', version: '1', service: SERVICE },
  attributes: {
    /** The job's name; point-alerts keeps one per company, `point-alerts#<companyId>`. */
    job: { type: 'string', required: true, readOnly: true },
    /** yyyy-MM-dd, America/Sao_Paulo. */
    lastDay: { type: 'string', required: true },
    updatedAt: { type: 'string', required: true },
    /** Jobs that cover windows of time (point-alerts): the instant (ISO) the last run covered up to. */
    coveredUntil: { type: 'string' },
    /** point-alerts, per company: the holidays its settled days were planned with (timeclock/resettle.ts holidaySpans). */
    holidays: { type: 'list', items: { type: 'string' } },
  },
  indexes: {
    job: {
      pk: { field: 'pk', composite: ['job'] },
      sk: { field: 'sk', composite: [] },
    },
  },
});
