import type { InviteSummary } from '../admission/contract';
import type { Role } from '../enums';
import { appPath } from './app-routes';

/** What the candidate's stored invite says about their progress (spec 000 §3 'Sign-in response'). */
export type InviteProgress = Pick<InviteSummary, 'emailVerify' | 'accepted'>;

/**
 * Where a candidate with a session belongs: after the invite sign-in (spec 000 §4 'Invite sign-in')
 * and whenever they open a public route (§2.2), so both always agree.
 *
 * §2.2 sends ADMISSION_PROCESS to '/collaborator/admissions', which is not in the route map (§2.1).
 * We send them where the invite sign-in would: the welcome page /collaborator until the terms are
 * accepted, /steps/1 afterwards. Order, from the furthest step back:
 * - e-mail verification pending (emailVerify) → /steps/create-password (§4), whatever the role;
 * - WAITING_CONTRACT_SIGN (all six steps approved) → /steps/admission-exam (§2.2);
 * - invite accepted → /steps/1 (§4);
 * - otherwise, or when no invite is known → /collaborator, the welcome page with the terms (§4).
 * A concluded invite never gets here: its sign-in is refused (403) and no session is stored.
 */
export function candidateDestination(role: Role, invite: InviteProgress | null): string {
  if (invite?.emailVerify) return appPath('createPassword');
  if (role === 'WAITING_CONTRACT_SIGN') return appPath('admissionExam');
  if (invite?.accepted) return appPath('step1');
  return appPath('candidateWelcome');
}
