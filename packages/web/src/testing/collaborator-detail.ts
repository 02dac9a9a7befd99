import type { CollaboratorDetail, InviteSummary } from '@colabora/core/admission/contract';
import { initialSteps } from '@colabora/core/admission/steps';

export function inviteSummary(flags: Partial<Omit<InviteSummary, '_id'>> = {}): InviteSummary {
  return { _id: 'inv-1', opened: false, concluded: false, emailVerify: false, accepted: false, ...flags };
}

/** GET /api/users/{id} of a candidate who has filled nothing yet; override what a test needs. */
export function candidateDetail(overrides: Partial<CollaboratorDetail> = {}): CollaboratorDetail {
  return {
    _id: 'u-1',
    fullName: 'Ana Souza',
    email: 'ana@demo.com.br',
    phone: '11987654321',
    role: 'ADMISSION_PROCESS',
    statusActive: null,
    company: { _id: 'c-1', name: 'Empresa Demonstração' },
    jobRole: { _id: 'jr-1', name: 'Analista de RH', baseSalary: 350000, toxicologicalExam: false },
    department: { _id: 'd-1', name: 'Recursos Humanos' },
    hiringData: { regime: 'CLT', hasStandardSalary: false, salary: 412345, vt: 22000, va: 65050, vr: 0 },
    admissionDate: '2026-03-02',
    limitDate: '2026-02-20',
    percentageFilled: 0,
    disabled: false,
    invite: inviteSummary({ opened: true }),
    isWhatsApp: null,
    recordPoints: false,
    steps: initialSteps(),
    personalData: null,
    familyData: null,
    documents: null,
    address: null,
    bankData: null,
    admissionExam: null,
    toxicologicalExam: null,
    contracts: {},
    ...overrides,
  };
}
