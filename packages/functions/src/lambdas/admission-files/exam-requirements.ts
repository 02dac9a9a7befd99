import { canUploadEmploymentContract } from '@colabora/core/admission/admission-files';
import { findJobRole } from '../../modules/person/catalog-lookup';
import { admissionData } from '../../modules/person/stored-data';
import type { UserRecord } from '../../db/entities/user';

/** The person's job role asks for the toxicological exam (a person without a job role: no). */
export async function requiresToxicologicalExam(person: UserRecord): Promise<boolean> {
  if (!person.jobRoleId) return false;
  return (await findJobRole(person.companyId, person.jobRoleId))?.toxicologicalExam ?? false;
}

/** 001 §5: the exams the employment contract waits for are stored. */
export async function examsDone(person: UserRecord): Promise<boolean> {
  return canUploadEmploymentContract(admissionData(person), await requiresToxicologicalExam(person));
}
