import { db } from '../../db/service';

// The job roles and departments the admission calls read, straight from their entities: the catalogue
// stores (job-role/store.ts, department/store.ts) bring their schemas and write paths along, ~4.5 KB of the
// users bundle for four reads.

export async function findJobRole(companyId: string, id: string) {
  const { data } = await db.entities.jobRole.get({ companyId, id }).go({ consistent: true });
  return data;
}

export async function findDepartment(companyId: string, id: string) {
  const { data } = await db.entities.department.get({ companyId, id }).go({ consistent: true });
  return data;
}

export async function companyJobRoles(companyId: string) {
  const { data } = await db.entities.jobRole.query.jobRoles({ companyId }).go({ pages: 'all' });
  return data;
}

export async function companyDepartments(companyId: string) {
  const { data } = await db.entities.department.query.departments({ companyId }).go({ pages: 'all' });
  return data;
}
