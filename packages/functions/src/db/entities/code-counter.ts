import { Entity } from '../model/entity';
import { CATALOG_KINDS } from './catalog-kind';
import { SERVICE } from './service-name';

/** The last code handed out per company and catalogue. */
export const CodeCounter = new Entity({
  model: { entity: 'codeCounter', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    kind: { type: CATALOG_KINDS, required: true, readOnly: true },
    value: { type: 'number', required: true, default: 0 },
  },
  indexes: {
    counter: {
      pk: { field: 'pk', composite: ['companyId'] },
      sk: { field: 'sk', composite: ['kind'] },
    },
  },
});
