import { Entity } from '../model/entity';
import { SERVICE } from './service-name';

/** Holds a CNPJ for the one company that has it: two companies never share one (written with the company). */
export const CnpjMarker = new Entity({
  model: { entity: 'cnpjMarker', version: '1', service: SERVICE },
  attributes: {
    cnpj: { type: 'string', required: true, readOnly: true },
    companyId: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    marker: {
      pk: { field: 'pk', composite: ['cnpj'] },
      sk: { field: 'sk', composite: [] },
    },
  },
});
