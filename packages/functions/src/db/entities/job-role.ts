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
    /** Total de colaboradores: people pointing at this role. Changed only in the transaction that changes a
     * person's role (users/user-records.ts); deleting the role requires it to be 0. */
    totalEmployees: { type: 'number', required: true, default: 0 },
    createdAt: { type: 'string', readOnly: true, default: () => new Date().toISOString() },
    /** Edits of the role itself, not its headcount. */
    updatedAt: { type: 'string', watch: ['name', 'baseSalary', 'toxicologicalExam'], set: () => new Date().toISOString() },
  },
  indexes: {
    /** A company's job roles. */
    jobRoles: {
      pk: { field: 'pk', composite: ['companyId'] },
      sk: { field: 'sk', composite: ['id'] },
    },
  },
});
