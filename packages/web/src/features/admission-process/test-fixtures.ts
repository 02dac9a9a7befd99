import type { CollaboratorDetail, InviteSignInAnswer, InviteSummary } from '@colabora/core/admission/contract';
import type { Role } from '@colabora/core/enums';
import type { Session } from '@/lib/session';
import { userWithRole } from '@/testing/fixtures';

export function invite(flags: Partial<Omit<InviteSummary, '_id'>> = {}): InviteSummary {
  return { _id: 'inv-1', opened: false, concluded: false, emailVerify: false, accepted: false, ...flags };
}

export function inviteAnswer(role: Role, flags: Partial<Omit<InviteSummary, '_id'>> = {}): InviteSignInAnswer {
  return { token: 'jwt-candidate', user: userWithRole(role), invite: invite(flags) };
}

export function candidateSession(flags: Partial<Omit<InviteSummary, '_id'>> = {}): Session {
  const { token, user, invite: stored } = inviteAnswer('ADMISSION_PROCESS', flags);
  return { token, user, invite: stored };
}

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
    invite: invite({ opened: true }),
    ...overrides,
  };
}
