import { db } from '../../db/service';
import type { UserRecord } from '../../db/entities/user';

/** A company's people in the admission process (the sparse `admissions` index: candidates only). */
export async function listAdmissionPeople(companyId: string): Promise<UserRecord[]> {
  const { data } = await db.entities.user.query.admissions({ companyId }).go({ pages: 'all' });
  return data;
}
