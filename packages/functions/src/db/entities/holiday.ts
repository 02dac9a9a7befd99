import { Entity } from '../model/entity';
import { HOLIDAY_MODELS, HOLIDAY_TYPES } from '@colabora/core/holiday/rules';
import { CATALOG_ITEM, editedAt } from './catalog-attributes';
import { SERVICE } from './service-name';

const DAY = { type: 'string' } as const; // yyyy-MM-dd, America/Sao_Paulo calendar day

/**
 * A company's holiday (spec 002 §3 'Holiday'): a dated occurrence, since the Easter-based ones move every
 * year. Only the days field of its model is kept (§4.7): `date`, or `period`.
 */
export const Holiday = new Entity({
  model: { entity: 'holiday', version: '1', service: SERVICE },
  attributes: {
    ...CATALOG_ITEM,
    type: { type: HOLIDAY_TYPES, required: true },
    holidayModel: { type: HOLIDAY_MODELS, required: true },
    date: DAY,
    period: { type: 'map', properties: { start: { ...DAY, required: true }, end: { ...DAY, required: true } } },
    /** Ponto facultativo: a day off the company chose to give, not a holiday by law. */
    optional: { type: 'boolean', required: true, default: false },
    updatedAt: editedAt(['name', 'type', 'holidayModel', 'date', 'period', 'optional']),
  },
  indexes: {
    /** A company's holidays: tens a year, read whole (lists, the month scale). */
    holidays: {
      pk: { field: 'pk', composite: ['companyId'] },
      sk: { field: 'sk', composite: ['id'] },
    },
  },
});
