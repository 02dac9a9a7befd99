import { CANDIDATE_ROLES, type Role } from '../enums';
import { appPath } from './app-routes';

// Spec 000 §2.2 and §4. Two targets are outside the route map ('/collaborator/admissions', '/to-do'):
// the spec names them, so they are kept verbatim; the SPA shows its not-found page there.

/** Where a signed-in user who opens a public route is sent (§2.2). */
export const PUBLIC_ROUTE_REDIRECT: Record<Role, string> = {
  ADMISSION_PROCESS: '/collaborator/admissions',
  EMPLOYEE: appPath('collaboratorHome'),
  ADMINISTRATOR_COMPANY: appPath('admissions'),
  HUMAN_RESOURCES_MANAGMENT: appPath('admissions'),
  ADMINISTRATOR: '/to-do',
  WAITING_CONTRACT_SIGN: appPath('admissionExam'),
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

export function isCandidateRole(role: Role): boolean {
  return (CANDIDATE_ROLES as readonly Role[]).includes(role);
}

/** Candidates finish sign-in without a stored session (§4, §6). */
export function storesSessionAtSignIn(role: Role): boolean {
  return !isCandidateRole(role);
}

/**
 * Where the sign-in screen sends each role (§4). ADMINISTRATOR is not listed there; it goes where
 * §2.2 sends it from a public route, so sign-in and redirect agree.
 */
export function signInDestination(role: Role): string {
  if (isCandidateRole(role)) return appPath('admissionProcess');
  return PUBLIC_ROUTE_REDIRECT[role];
}
