import type { SessionUser } from '@colabora/core/auth/schema';
import type { UserRecord } from '../../db/entities/user';

/** What the sign-in answer says about the person (spec 000 §3 User, menus). */
export function toSessionUser(user: UserRecord, company: { id: string; name: string }): SessionUser {
  return {
    _id: user.id,
    fullName: user.fullName,
    email: user.email,
    role: user.role,
    company: { _id: company.id, name: company.name },
    statusActive: user.statusActive ?? null,
    admissionDate: user.admissionDate ?? null,
  };
}
