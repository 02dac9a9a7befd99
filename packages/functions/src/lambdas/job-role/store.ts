import type { EntityItem } from '../../db/model/entity';
import { JOB_ROLE_CATALOG, type JobRoleInput } from '@colabora/core/job-role/schema';
import { catalogStore } from '../../modules/catalog/catalog-store';
import { itemKey, nameStill, stillUnused } from '../../modules/catalog/conditions';
import { COUNTED_RULES, countedDoc, countedItem } from '../../modules/catalog/counted-items';
import type { JobRole } from '../../db/entities/job-role';
import { db } from '../../db/service';
import { JOB_ROLE_SHEET } from './sheet';

export type JobRoleRecord = EntityItem<typeof JobRole>;

const edits = ({ name, baseSalary, toxicologicalExam }: JobRoleInput) => ({ name, baseSalary, toxicologicalExam });

/** Job roles as a company catalogue: sequential code, unique name, the people holding them. */
export const jobRoles = catalogStore({
  spec: JOB_ROLE_CATALOG,
  kind: 'job-role',
  ...COUNTED_RULES,
  table: {
    list: async (companyId) => (await db.entities.jobRole.query.jobRoles({ companyId }).go({ pages: 'all' })).data,
    get: async (companyId, id) => (await db.entities.jobRole.get({ companyId, id }).go({ consistent: true })).data,
    create: (tx, item: JobRoleRecord) => tx.jobRole.create(item).commit(),
    update: (tx, item, set) => tx.jobRole.patch(itemKey(item)).set(set).where(nameStill(item)).commit(),
    remove: (tx, item) => tx.jobRole.delete(itemKey(item)).where(stillUnused).commit(),
  },
  newItem: countedItem(edits),
  edits,
  toDoc: (record) => ({ ...countedDoc(record), baseSalary: record.baseSalary, toxicologicalExam: record.toxicologicalExam }),
  sheet: JOB_ROLE_SHEET,
});
