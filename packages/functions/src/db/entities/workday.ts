import { Entity } from 'electrodb';
import { SERVICE } from './service-name';

/** A company's journey (jornada de trabalho): what the hiring-data tab's workday select offers. */
export const Workday = new Entity({
  model: { entity: 'workday', version: '1', service: SERVICE },
  attributes: {
    id: { type: 'string', required: true, readOnly: true },
    companyId: { type: 'string', required: true, readOnly: true },
    name: { type: 'string', required: true },
    /** The scale, e.g. '5x2', '6x1', '12x36'. */
    scaleType: { type: 'string', required: true },
    createdAt: { type: 'string', readOnly: true, default: () => new Date().toISOString() },
  },
  indexes: {
    /** A company's workdays: one partition, few items. */
    workdays: {
      pk: { field: 'pk', composite: ['companyId'] },
      sk: { field: 'sk', composite: ['id'] },
    },
  },
});
