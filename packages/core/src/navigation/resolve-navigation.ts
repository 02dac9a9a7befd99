import type { Role } from '../enums';
import { APP_ROUTES, type AppRouteName } from './app-routes';
import { candidatePrerequisite, type InviteProgress } from './candidate-destination';
import { matchAppRoute } from './match-app-route';
import { FORBIDDEN_ROUTE_REDIRECT, publicRouteRedirect, signedOutRedirect } from './redirects';

export type NavigationDecision =
  | { kind: 'allow'; name: AppRouteName; params: Record<string, string> }
  | { kind: 'redirect'; to: string }
  | { kind: 'not-found' };

/**
 * The guard of every route: what happens when `role` (null: no session) opens `pathname`. `invite`
 * is the candidate's invite stored with the session (null for staff or when unknown).
 */
export function resolveNavigation(
  pathname: string,
  role: Role | null,
  invite: InviteProgress | null = null,
): NavigationDecision {
  const match = matchAppRoute(pathname);
  if (!match) return { kind: 'not-found' };
  const { access } = APP_ROUTES[match.name];
  const allow = { kind: 'allow', ...match } as const;
  if (access === 'public') return role ? { kind: 'redirect', to: publicRouteRedirect(role, invite) } : allow;
  if (!role) return { kind: 'redirect', to: signedOutRedirect(access) };
  if (access !== 'signed-in' && !(access as readonly Role[]).includes(role)) {
    return { kind: 'redirect', to: FORBIDDEN_ROUTE_REDIRECT[role] };
  }
  const prerequisite = candidatePrerequisite(match.name, role, invite);
  return prerequisite ? { kind: 'redirect', to: prerequisite } : allow;
}
