import { Entity } from 'electrodb';
import { normalizeText } from '@colabora/core/text';
import { SERVICE } from './service-name';

export const JobRole = new Entity({
  model: { entity: 'jobRole', version: '1', service: SERVICE },
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
    /** Integer centavos. */
    baseSalary: { type: 'number', required: true, validate: (value: number) => Number.isInteger(value) && value >= 0 },
    toxicologicalExam: { type: 'boolean', required: true, default: false },
    createdAt: { type: 'string', readOnly: true, default: () => new Date().toISOString() },
    updatedAt: { type: 'string', watch: '*', set: () => new Date().toISOString() },
  },
  indexes: {
    /** A company's job roles. */
    jobRoles: {
      pk: { field: 'pk', composite: ['companyId'] },
      sk: { field: 'sk', composite: ['id'] },
    },
  },
});
