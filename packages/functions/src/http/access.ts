import type { Access, ApiRoute } from '@colabora/core/api-routes';
import type { Role } from '@colabora/core/enums';

/** Whether a signed-in person with `role` may call a route with this manifest access. */
export function roleAllowed(access: Access, role: Role): boolean {
  if (access === 'public' || access === 'signed-in') return true;
  return access.includes(role);
}

/**
 * Whether a signed-in person may call a route: their role is allowed, or the route is open to oneself
 * (`self`) and its path parameter names them.
 */
export function mayCall(
  route: Pick<ApiRoute, 'access' | 'self'>,
  caller: { id: string; role: Role },
  pathParameters: Record<string, string | undefined>,
): boolean {
  if (roleAllowed(route.access, caller.role)) return true;
  return route.self !== undefined && pathParameters[route.self] === caller.id;
}

/** The token of an `Authorization: Bearer <token>` header, if there is one. */
export function bearerToken(headers: Record<string, string | undefined>): string | null {
  const value = headers.authorization ?? headers.Authorization;
  const match = value && /^Bearer\s+(\S+)\s*$/i.exec(value);
  return match ? match[1] : null;
}
