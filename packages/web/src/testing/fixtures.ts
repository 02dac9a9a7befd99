import type { SessionUser } from '@colabora/core/auth/schema';
import type { Role } from '@colabora/core/enums';
import type { Session } from '@/lib/session';

export function userWithRole(role: Role): SessionUser {
  return {
    _id: 'u-1',
    fullName: 'Ana Souza',
    email: 'ana@demo.com.br',
    role,
    company: { _id: 'c-1', name: 'Empresa Demonstração' },
    statusActive: 'WORK_EXPERIENCE',
    admissionDate: '2026-01-15',
  };
}

export function sessionFor(role: Role): Session {
  return { token: `token-${role}`, user: userWithRole(role) };
}
