import type { Department } from '@colabora/core/department/schema';
import type { JobRole } from '@colabora/core/job-role/schema';
import type { SessionUser } from '@colabora/core/auth/schema';
import type { Role } from '@colabora/core/enums';
import type { Session } from '@/lib/session';

export function userWithRole(role: Role): SessionUser {
  return {
    _id: 'u-1',
    fullName: 'Ana Souza',
    email: 'ana@demo.com.br',
    role,
    company: { _id: 'c-1', name: 'Empresa Demonstração', timeZone: 'America/Sao_Paulo' },
    statusActive: 'WORK_EXPERIENCE',
    admissionDate: '2026-01-15',
  };
}

export function sessionFor(role: Role): Session {
  return { token: `token-${role}`, user: userWithRole(role) };
}

/** A job role as the API lists it: the test names what it reads, the rest is filler. */
export function jobRole(fields: Pick<JobRole, '_id' | 'name'> & Partial<JobRole>): JobRole {
  return { code: 1, baseSalary: 0, toxicologicalExam: false, totalEmployees: 0, company: 'c-1', ...fields };
}

/** A department as the API lists it. */
export function department(fields: Pick<Department, '_id' | 'name'> & Partial<Department>): Department {
  return { code: 1, totalEmployees: 0, company: 'c-1', ...fields };
}
