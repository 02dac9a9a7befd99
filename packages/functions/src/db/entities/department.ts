import { Entity } from 'electrodb';
import { normalizeText } from '@colabora/core/text';
import { SERVICE } from './service-name';

export const Department = new Entity({
  model: { entity: 'department', version: '1', service: SERVICE },
  attributes: {
    id: { type: 'string', required: true, readOnly: true },
    companyId: { type: 'string', required: true, readOnly: true },
    code: { type: 'number', required: true, readOnly: true },
    name: { type: 'string', required: true },
    nameNormalized: {
      type: 'string',
      watch: ['name'],
      set: (_: unknown, item: { name?: string }) => (item.name ? normalizeText(item.name) : undefined),
    },
    createdAt: { type: 'string', readOnly: true, default: () => new Date().toISOString() },
    updatedAt: { type: 'string', watch: '*', set: () => new Date().toISOString() },
  },
  indexes: {
    /** A company's departments. */
    departments: {
      pk: { field: 'pk', composite: ['companyId'] },
      sk: { field: 'sk', composite: ['id'] },
    },
  },
});
