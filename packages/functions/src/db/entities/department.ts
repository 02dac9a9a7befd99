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
    /** Total de colaboradores: people pointing at this department. Changed only in the transaction that
     * changes a person's department (users/user-records.ts); deleting the department requires it to be 0. */
    totalEmployees: { type: 'number', required: true, default: 0 },
    createdAt: { type: 'string', readOnly: true, default: () => new Date().toISOString() },
    /** Edits of the department itself, not its headcount. */
    updatedAt: { type: 'string', watch: ['name'], set: () => new Date().toISOString() },
  },
  indexes: {
    /** A company's departments. */
    departments: {
      pk: { field: 'pk', composite: ['companyId'] },
      sk: { field: 'sk', composite: ['id'] },
    },
  },
});
