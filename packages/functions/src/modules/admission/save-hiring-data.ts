import { experiencePeriodFields } from '@colabora/core/admission/experience-period';
import { hiringDataSchema, type HiringData } from '@colabora/core/admission/hiring-data';
import { SERVER_MSG } from '@colabora/core/messages';
import { BadRequest, Conflict, NotFound } from '../../http/http-error';
import { ok } from '../../http/reply';
import { action } from '../../http/resource-handler';
import { admissionData } from '../person/stored-data';
import { inAdmission, offeredSalary } from './admission-rules';
import { findJobRole } from '../person/catalog-lookup';
import { collaboratorDetail } from '../person/detail';
import { assertCompanyPlace } from '../company/company-settings';
import { findWorkday } from '../workday/store';
import { updatePerson } from '../person/guarded-update';
import { roleAfterSteps, stepsAfterHiringData } from './step-rules';
import type { UserRecord } from '../../db/entities/user';

const fieldError = (Problem: typeof BadRequest, message: string, field: string) => new Problem(message, { [field]: message });

/** CLT: the first experience period starts on the admission date (001 §4). */
export function assertPeriodStartsOnAdmission(hiring: HiringData, admissionDate: string | undefined): void {
  if (hiring.regime === 'CLT' && hiring.beginningOfFirstPeriod !== admissionDate) {
    throw fieldError(BadRequest, SERVER_MSG.firstPeriodNotAdmission, 'beginningOfFirstPeriod');
  }
}

/** The salary stored: the job role's base salary when 'Padrão ao cargo' is ticked (001 §2). */
async function salaryOf(person: UserRecord, hiring: HiringData): Promise<number> {
  if (!hiring.hasStandardSalary) return hiring.salary;
  const jobRole = person.jobRoleId ? await findJobRole(person.companyId, person.jobRoleId) : null;
  if (!jobRole) throw fieldError(NotFound, SERVER_MSG.jobRoleNotFound, 'salary');
  return offeredSalary(hiring, jobRole.baseSalary);
}

/**
 * PUT /api/users/step/hiring-data/{userId} → CollaboratorDetail. HR's DADOS CONTRATAÇÃO tab: pay, experience
 * period (CLT), workday, place of work and additionals; saving approves HIRING_DATA (the tab shows only the approved marker),
 * and when that is the sixth approval the candidate moves on to WAITING_CONTRACT_SIGN.
 */
export const saveHiringData = action('saveHiringData', { body: hiringDataSchema }, async ({ caller, params, body: hiring }) => {
  const workday = await findWorkday(caller.companyId, hiring.workday);
  if (!workday) throw fieldError(NotFound, SERVER_MSG.workdayNotFound, 'workday');
  await assertCompanyPlace(caller.companyId, hiring.placeOfWork);
  const person = await updatePerson(caller.companyId, params.userId, async (current) => {
    if (!inAdmission(current)) throw new Conflict(SERVER_MSG.notInAdmission);
    assertPeriodStartsOnAdmission(hiring, current.admissionDate);
    const steps = stepsAfterHiringData(admissionData(current).steps);
    const { regime, hasStandardSalary, vt, va, vr, placeOfWork, additional } = hiring;
    const period = experiencePeriodFields(hiring);
    return {
      set: {
        // The whole map: a PJ save drops any experience period saved before.
        hiringData: {
          regime,
          hasStandardSalary,
          salary: await salaryOf(current, hiring),
          vt,
          va,
          vr,
          ...period,
          workday: workday._id,
          workdayName: workday.name,
          ...(placeOfWork === undefined ? {} : { placeOfWork }),
          additional,
        },
        steps,
        role: roleAfterSteps(current.role, steps),
      },
      read: ['steps', 'hiringData', 'admissionDate', 'jobRoleId'],
    };
  });
  return ok(await collaboratorDetail(person));
});
