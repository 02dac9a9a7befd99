import { CANDIDATE_ROLES, type Role } from '../enums';
import { appPath, type PageAccess } from './app-routes';
import { candidateDestination, type InviteProgress } from './candidate-destination';

// Spec 000 §2.2 and §4. ADMINISTRATOR's target '/to-do' is outside the route map: the spec names it
// and gives that role no screen, so it is kept verbatim and the SPA shows its not-found page there.
// The candidates' target '/collaborator/admissions' is not kept: see candidate-destination.ts.

type StaffRole = Exclude<Role, (typeof CANDIDATE_ROLES)[number]>;

/** Where a signed-in staff member who opens a public route is sent (§2.2). */
const STAFF_PUBLIC_ROUTE_REDIRECT: Record<StaffRole, string> = {
  EMPLOYEE: appPath('collaboratorHome'),
  ADMINISTRATOR_COMPANY: appPath('admissions'),
  HUMAN_RESOURCES_MANAGMENT: appPath('admissions'),
  ADMINISTRATOR: '/to-do',
};

/** Where a signed-in user without the route's role is sent (§2.2). */
export const FORBIDDEN_ROUTE_REDIRECT: Record<Role, string> = {
  ADMISSION_PROCESS: appPath('admissionProcess'),
  WAITING_CONTRACT_SIGN: appPath('admissionProcess'),
  EMPLOYEE: appPath('signIn'),
  ADMINISTRATOR_COMPANY: appPath('signIn'),
  HUMAN_RESOURCES_MANAGMENT: appPath('signIn'),
  ADMINISTRATOR: appPath('signIn'),
};

/** Where a person without a session who opens a private route is sent. */
export const SIGNED_OUT_REDIRECT = appPath('signIn');

/**
 * Where a person without a session who opens a route only candidates may open is sent: the invite sign-in
 * (/admission-process), not HR's, e.g. when a candidate's session expired on /steps/….
 */
export const CANDIDATE_SIGNED_OUT_REDIRECT = appPath('admissionProcess');

/** Where a person without a session who opens a private route with `access` is sent. */
export function signedOutRedirect(access: Exclude<PageAccess, 'public'>): string {
  const candidatesOnly = access !== 'signed-in' && access.length > 0 && access.every((role) => isCandidateRole(role));
  return candidatesOnly ? CANDIDATE_SIGNED_OUT_REDIRECT : SIGNED_OUT_REDIRECT;
}

export function isCandidateRole(role: Role): role is (typeof CANDIDATE_ROLES)[number] {
  return (CANDIDATE_ROLES as readonly Role[]).includes(role);
}

/**
 * Where a signed-in user who opens a public route is sent (§2.2); a candidate's place follows the
 * invite stored with their session (candidate-destination.ts).
 */
export function publicRouteRedirect(role: Role, invite: InviteProgress | null = null): string {
  return isCandidateRole(role) ? candidateDestination(role, invite) : STAFF_PUBLIC_ROUTE_REDIRECT[role];
}

/** Candidates finish the company sign-in ('/') without a stored session (§4, §6). */
export function storesSessionAtSignIn(role: Role): boolean {
  return !isCandidateRole(role);
}

/**
 * Where the sign-in screen sends each role (§4). ADMINISTRATOR is not listed there; it goes where
 * §2.2 sends it from a public route, so sign-in and redirect agree.
 */
export function signInDestination(role: Role): string {
  if (isCandidateRole(role)) return appPath('admissionProcess');
  return STAFF_PUBLIC_ROUTE_REDIRECT[role];
}
