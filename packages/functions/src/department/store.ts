import type { EntityItem } from 'electrodb';
import { DEPARTMENT_MSG, type Department as DepartmentDoc, type DepartmentInput } from '@colabora/core/department/schema';
import type { Department } from '../db/entities/department';
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

export type DepartmentRecord = EntityItem<typeof Department>;

/** Departments as a company catalogue (sequential code, unique name, people holding them). */
export const departments: CatalogStore<DepartmentRecord, DepartmentInput, DepartmentDoc> = {
  kind: 'department',
  messages: { duplicateName: DEPARTMENT_MSG.duplicateName, inUse: DEPARTMENT_MSG.inUse },

  async list(companyId) {
    const { data } = await db.entities.department.query.departments({ companyId }).go({ pages: 'all' });
    return data;
  },

  async get(companyId, id) {
    const { data } = await db.entities.department.get({ companyId, id }).go({ consistent: true });
    return data;
  },

  insert(companyId, id, current, code, input) {
    return db.transaction
      .write((tx) => [
        reserveCode(tx, companyId, 'department', current),
        claimName(tx, companyId, 'department', input.name, id),
        tx.department.create(this.created(companyId, id, code, input)).commit(),
      ])
      .go();
  },

  created(companyId, id, code, input) {
    return { id, companyId, code, name: input.name, totalEmployees: 0 };
  },

  replace(record, input) {
    const patchItem = (tx: TxEntities) =>
      tx.department
        .patch({ companyId: record.companyId, id: record.id })
        .set({ name: input.name })
        .where(({ nameNormalized }, { eq }) => eq(nameNormalized, currentNormalizedName(record)))
        .commit();
    if (!isRename(record, input.name)) return db.transaction.write((tx) => [patchItem(tx)]).go();
    return db.transaction
      .write((tx) => [
        patchItem(tx),
        releaseName(tx, 'department', record),
        claimName(tx, record.companyId, 'department', input.name, record.id),
      ])
      .go();
  },

  delete(record) {
    return db.transaction
      .write((tx) => [
        tx.department
          .delete({ companyId: record.companyId, id: record.id })
          .where(({ id, totalEmployees }, { exists, eq }) => `${exists(id)} AND ${eq(totalEmployees, 0)}`)
          .commit(),
        releaseName(tx, 'department', record),
      ])
      .go();
  },

  toDoc(record) {
    return {
      _id: record.id,
      code: record.code,
      name: record.name,
      totalEmployees: record.totalEmployees,
      company: record.companyId,
    };
  },
};
