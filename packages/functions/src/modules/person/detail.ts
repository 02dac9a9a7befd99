import type { AdmissionListItem, CollaboratorDetail, HiringOffer } from '@colabora/core/admission/contract';
import { personPlaceOfWork, placesOfWork } from '@colabora/core/company/employer';
import { db } from '../../db/service';
import { admissionData } from './stored-data';
import { findDepartment, findJobRole } from './catalog-lookup';
import { getInvite, toInviteSummary } from '../admission/invite-records';
import type { UserRecord } from '../../db/entities/user';

// How a person is answered (packages/core/src/admission/contract.ts). Never the password hash or the
// lockout bookkeeping.

/** The offer made at admission; people registered before offers existed answer a CLT offer of zeros. */
export function hiringOffer(user: UserRecord): HiringOffer {
  const offer = user.hiringData ?? {};
  return {
    regime: offer.regime ?? 'CLT',
    hasStandardSalary: offer.hasStandardSalary ?? false,
    salary: offer.salary ?? 0,
    vt: offer.vt ?? 0,
    va: offer.va ?? 0,
    vr: offer.vr ?? 0,
  };
}

export function toAdmissionListItem(user: UserRecord): AdmissionListItem {
  return {
    _id: user.id,
    fullName: user.fullName,
    email: user.email,
    admissionDate: user.admissionDate ?? '',
    limitDate: user.limitDate ?? '',
    percentageFilled: user.percentageFilled ?? 0,
    disabled: user.disabled ?? false,
  };
}

/** The person with their company, job role, department and invite (read in parallel). */
export async function collaboratorDetail(user: UserRecord): Promise<CollaboratorDetail> {
  const { companyId } = user;
  const [company, jobRole, department, invite] = await Promise.all([
    db.entities.company.get({ id: companyId }).go().then((result) => result.data),
    user.jobRoleId ? findJobRole(companyId, user.jobRoleId) : null,
    user.departmentId ? findDepartment(companyId, user.departmentId) : null,
    user.inviteId ? getInvite(companyId, user.inviteId) : null,
  ]);
  if (!company) throw new Error('person without a company');
  const { additional, ...admission } = admissionData(user);
  const details = user.hiringData ?? {};
  return {
    _id: user.id,
    fullName: user.fullName,
    email: user.email,
    phone: user.phone ?? '',
    role: user.role,
    statusActive: user.statusActive ?? null,
    company: { _id: company.id, name: company.name },
    jobRole: jobRole && {
      _id: jobRole.id,
      name: jobRole.name,
      baseSalary: jobRole.baseSalary,
      toxicologicalExam: jobRole.toxicologicalExam,
    },
    department: department && { _id: department.id, name: department.name },
    hiringData: {
      ...hiringOffer(user),
      experiencePeriod: details.experiencePeriod,
      beginningOfFirstPeriod: details.beginningOfFirstPeriod,
      endOfFirstPeriod: details.endOfFirstPeriod,
      startOfSecondPeriod: details.startOfSecondPeriod,
      endOfSecondPeriod: details.endOfSecondPeriod,
      workday: details.workday,
      workdayName: details.workdayName,
      // The place the person works at: the one HR chose, else the company's first (art. 79 IV, as the receipt prints).
      placeOfWork: personPlaceOfWork(placesOfWork(company), details.placeOfWork).name,
      ...(additional ? { additional } : {}),
    },
    admissionDate: user.admissionDate ?? '',
    limitDate: user.limitDate ?? '',
    percentageFilled: user.percentageFilled ?? 0,
    disabled: user.disabled ?? false,
    invite: invite && toInviteSummary(invite),
    isWhatsApp: user.isWhatsApp ?? null,
    recordPoints: user.recordPoints ?? false,
    currentLeave: user.currentLeave ? { ...user.currentLeave, finalDate: user.currentLeave.finalDate ?? null } : null,
    ...admission,
  };
}
