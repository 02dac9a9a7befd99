import { Entity } from '../model/entity';
import { SERVICE } from './service-name';

/**
 * One payslip of a person (spec 001 §3 'Payslip'): a PDF for a month. Never changed, except the first time
 * the person opens it (proof of delivery); HR may remove it, which the person's history records.
 */
export const Payslip = new Entity({
  model: { entity: 'payslip', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    userId: { type: 'string', required: true, readOnly: true },
    id: { type: 'string', required: true, readOnly: true },
    /** The month the payslip pays, 1 to 12, and its year. */
    month: { type: 'number', required: true, readOnly: true },
    year: { type: 'number', required: true, readOnly: true },
    file: {
      type: 'map',
      required: true,
      readOnly: true,
      properties: {
        key: { type: 'string', required: true },
        name: { type: 'string', required: true },
        size: { type: 'number', required: true },
      },
    },
    uploadedAt: { type: 'string', required: true, readOnly: true },
    uploadedById: { type: 'string', required: true, readOnly: true },
    uploadedByName: { type: 'string', required: true, readOnly: true },
    /** When the person first opened it; written once, by the person's own opening. */
    firstOpenedAt: { type: 'string' },
  },
  indexes: {
    /** A person's payslips: a few a year, read whole and ordered by month. */
    personPayslips: {
      pk: { field: 'pk', composite: ['companyId', 'userId'] },
      sk: { field: 'sk', composite: ['id'] },
    },
  },
});
