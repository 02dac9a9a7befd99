import { Entity } from '../model/entity';
import { MONTH_DAY_KEYS, type MonthDayKey } from './bank-entry';
import { SERVICE } from './service-name';

const DAY_SUMMARY = { type: 'string' } as const;
const dayAttributes = Object.fromEntries(MONTH_DAY_KEYS.map((key) => [key, DAY_SUMMARY])) as Record<MonthDayKey, typeof DAY_SUMMARY>;

/**
 * One person's settled days of one month (issue 12): 'd01'…'d31' each hold the day's DaySummary as a compact
 * JSON array (functions/src/modules/timeclock/point-days.ts), so a month of 1 000 people is 1 000 items of ~2 KB read by
 * one Query on company + month (REGISTROS GERAIS, BANCO DE HORAS). Written only by settle
 * (functions/src/modules/timeclock/settle-day.ts), one day attribute at a time.
 */
export const PointDay = new Entity({
  model: { entity: 'pointDay', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    /** 'yyyy-MM'. */
    month: { type: 'string', required: true, readOnly: true },
    userId: { type: 'string', required: true, readOnly: true },
    ...dayAttributes,
  },
  indexes: {
    companyMonth: {
      pk: { field: 'pk', composite: ['companyId', 'month'] },
      sk: { field: 'sk', composite: ['userId'] },
    },
  },
});
