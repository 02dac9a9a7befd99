import type { ContractFile, ContractStatus } from '@colabora/core/admission/admission-files';
import type { CollaboratorDetail } from '@colabora/core/admission/contract';
import { candidateDetail } from '@/testing/collaborator-detail';

/** GET /api/users/{id} of an active CLT employee (the session user u-1), hiring tab saved; override what a test needs. */
export function employeeDetail(overrides: Partial<CollaboratorDetail> = {}): CollaboratorDetail {
  return candidateDetail({
    role: 'EMPLOYEE',
    statusActive: 'WORK_EXPERIENCE',
    invite: null,
    percentageFilled: 100,
    hiringData: {
      regime: 'CLT',
      hasStandardSalary: false,
      salary: 412345,
      vt: 22000,
      va: 65050,
      vr: 0,
      experiencePeriod: '45/45',
      beginningOfFirstPeriod: '2026-03-02',
      endOfFirstPeriod: '2026-04-15',
      startOfSecondPeriod: '2026-04-16',
      endOfSecondPeriod: '2026-05-30',
      workday: 'w-1',
      workdayName: 'Comercial 44h',
    },
    ...overrides,
  });
}

export function contractFile(name: string, status: ContractStatus = 'sent'): ContractFile {
  return { key: `uploads/u-1/${name}.pdf`, name: `${name}.pdf`, size: 2048, status, uploadedAt: '2026-03-05T12:00:00.000Z' };
}
