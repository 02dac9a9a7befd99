import type { SessionUser } from '@colabora/core/auth/schema';
import type { TimeZone } from '@colabora/core/company/time-zone';
import type { UserRecord } from '../../db/entities/user';
import { storedTimeZone } from '../company/time-zone';

/** What the sign-in answer says about the person (spec 000 §3 User, menus). */
export function toSessionUser(user: UserRecord, company: { id: string; name: string; timeZone?: TimeZone }): SessionUser {
  return {
    _id: user.id,
    fullName: user.fullName,
    email: user.email,
    role: user.role,
    company: { _id: company.id, name: company.name, timeZone: storedTimeZone(company) },
    statusActive: user.statusActive ?? null,
    admissionDate: user.admissionDate ?? null,
  };
}
