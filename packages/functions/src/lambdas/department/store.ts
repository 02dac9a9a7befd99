import type { EntityItem } from '../../db/model/entity';
import { DEPARTMENT_CATALOG, type DepartmentInput } from '@colabora/core/department/schema';
import { catalogStore } from '../../modules/catalog/catalog-store';
import { itemKey, nameStill, stillUnused } from '../../modules/catalog/conditions';
import { COUNTED_RULES, countedDoc, countedItem } from '../../modules/catalog/counted-items';
import type { Department } from '../../db/entities/department';
import { db } from '../../db/service';
import { DEPARTMENT_SHEET } from './sheet';

export type DepartmentRecord = EntityItem<typeof Department>;

const edits = ({ name }: DepartmentInput) => ({ name });

/** Departments as a company catalogue: sequential code, unique name, the people in them. */
export const departments = catalogStore({
  spec: DEPARTMENT_CATALOG,
  kind: 'department',
  ...COUNTED_RULES,
  table: {
    list: async (companyId) => (await db.entities.department.query.departments({ companyId }).go({ pages: 'all' })).data,
    get: async (companyId, id) => (await db.entities.department.get({ companyId, id }).go({ consistent: true })).data,
    create: (tx, item: DepartmentRecord) => tx.department.create(item).commit(),
    update: (tx, item, set) => tx.department.patch(itemKey(item)).set(set).where(nameStill(item)).commit(),
    remove: (tx, item) => tx.department.delete(itemKey(item)).where(stillUnused).commit(),
  },
  newItem: countedItem(edits),
  edits,
  toDoc: countedDoc,
  sheet: DEPARTMENT_SHEET,
});
