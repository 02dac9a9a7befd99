import type { Access } from '@colabora/core/api-routes';
import type { Role } from '@colabora/core/enums';

/** Whether a signed-in person with `role` may call a route with this manifest access. */
export function roleAllowed(access: Access, role: Role): boolean {
  if (access === 'public' || access === 'signed-in') return true;
  return access.includes(role);
}

/** The token of an `Authorization: Bearer <token>` header, if there is one. */
export function bearerToken(headers: Record<string, string | undefined>): string | null {
  const value = headers.authorization ?? headers.Authorization;
  const match = value && /^Bearer\s+(\S+)\s*$/i.exec(value);
  return match ? match[1] : null;
}
