import type { EntityItem } from 'electrodb';
import { JOB_ROLE_MSG, type JobRole as JobRoleDoc, type JobRoleInput } from '@colabora/core/job-role/schema';
import type { JobRole } from '../db/entities/job-role';
import { db } from '../db/service';
import type { CatalogStore } from '../catalog/catalog-store';
import {
  claimName,
  currentNormalizedName,
  isRename,
  releaseName,
  reserveCode,
} from '../catalog/catalog-writes';
import type { TxEntities } from '../db/labelled-transaction';

export type JobRoleRecord = EntityItem<typeof JobRole>;

/** Job roles as a company catalogue (sequential code, unique name, people holding them). */
export const jobRoles: CatalogStore<JobRoleRecord, JobRoleInput, JobRoleDoc> = {
  kind: 'job-role',
  messages: { duplicateName: JOB_ROLE_MSG.duplicateName, inUse: JOB_ROLE_MSG.inUse },

  async list(companyId) {
    const { data } = await db.entities.jobRole.query.jobRoles({ companyId }).go({ pages: 'all' });
    return data;
  },

  async get(companyId, id) {
    const { data } = await db.entities.jobRole.get({ companyId, id }).go({ consistent: true });
    return data;
  },

  insert(companyId, id, current, code, input) {
    return db.transaction
      .write((tx) => [
        reserveCode(tx, companyId, 'job-role', current),
        claimName(tx, companyId, 'job-role', input.name, id),
        tx.jobRole.create(this.created(companyId, id, code, input)).commit(),
      ])
      .go();
  },

  created(companyId, id, code, input) {
    const { name, baseSalary, toxicologicalExam } = input;
    return { id, companyId, code, name, baseSalary, toxicologicalExam, totalEmployees: 0 };
  },

  replace(record, input) {
    const patchItem = (tx: TxEntities) =>
      tx.jobRole
        .patch({ companyId: record.companyId, id: record.id })
        .set({ name: input.name, baseSalary: input.baseSalary, toxicologicalExam: input.toxicologicalExam })
        .where(({ nameNormalized }, { eq }) => eq(nameNormalized, currentNormalizedName(record)))
        .commit();
    if (!isRename(record, input.name)) return db.transaction.write((tx) => [patchItem(tx)]).go();
    return db.transaction
      .write((tx) => [
        patchItem(tx),
        releaseName(tx, 'job-role', record),
        claimName(tx, record.companyId, 'job-role', input.name, record.id),
      ])
      .go();
  },

  delete(record) {
    return db.transaction
      .write((tx) => [
        tx.jobRole
          .delete({ companyId: record.companyId, id: record.id })
          .where(({ id, totalEmployees }, { exists, eq }) => `${exists(id)} AND ${eq(totalEmployees, 0)}`)
          .commit(),
        releaseName(tx, 'job-role', record),
      ])
      .go();
  },

  toDoc(record) {
    return {
      _id: record.id,
      code: record.code,
      name: record.name,
      baseSalary: record.baseSalary,
      toxicologicalExam: record.toxicologicalExam,
      totalEmployees: record.totalEmployees,
      company: record.companyId,
    };
  },
};
