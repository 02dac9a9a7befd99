import { Entity } from '../model/entity';
import { CATALOG_CODE, CATALOG_HEADCOUNT, CATALOG_ITEM, editedAt } from './catalog-attributes';
import { SERVICE } from './service-name';

export const Department = new Entity({
  model: { entity: 'department', version: '1', service: SERVICE },
  attributes: {
    ...CATALOG_ITEM,
    ...CATALOG_CODE,
    ...CATALOG_HEADCOUNT,
    updatedAt: editedAt(['name']),
  },
  indexes: {
    /** A company's departments. */
    departments: {
      pk: { field: 'pk', composite: ['companyId'] },
      sk: { field: 'sk', composite: ['id'] },
    },
  },
});
