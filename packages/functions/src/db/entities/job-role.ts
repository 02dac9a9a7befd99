import { Entity } from '../model/entity';
import { CATALOG_CODE, CATALOG_HEADCOUNT, CATALOG_ITEM, editedAt } from './catalog-attributes';
import { SERVICE } from './service-name';

export const JobRole = new Entity({
  model: { entity: 'jobRole', version: '1', service: SERVICE },
  attributes: {
    ...CATALOG_ITEM,
    ...CATALOG_CODE,
    /** Integer centavos. */
    baseSalary: { type: 'number', required: true, validate: (value: number) => Number.isInteger(value) && value >= 0 },
    toxicologicalExam: { type: 'boolean', required: true, default: false },
    ...CATALOG_HEADCOUNT,
    updatedAt: editedAt(['name', 'baseSalary', 'toxicologicalExam']),
  },
  indexes: {
    /** A company's job roles. */
    jobRoles: {
      pk: { field: 'pk', composite: ['companyId'] },
      sk: { field: 'sk', composite: ['id'] },
    },
  },
});
