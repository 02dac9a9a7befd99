import type { InviteSummary } from '../admission/contract';
import type { Role } from '../enums';
import { appPath, type AppRouteName } from './app-routes';

/** What the candidate's stored invite says about their progress (spec 000 §3 'Sign-in response'). */
export type InviteProgress = Pick<InviteSummary, 'emailVerify' | 'accepted'>;

/**
 * Where a candidate with a session belongs: after the invite sign-in (spec 000 §4 'Invite sign-in')
 * and whenever they open a public route (§2.2), so both always agree.
 *
 * §2.2 sends ADMISSION_PROCESS to '/collaborator/admissions', which is not in the route map (§2.1).
 * We send them where the invite sign-in would: the welcome page /collaborator until the terms are
 * accepted, the wizard afterwards. Order, from the furthest step back:
 * - e-mail verification pending (emailVerify) → /steps/create-password (§4), whatever the role;
 * - WAITING_CONTRACT_SIGN (all six steps approved) → /steps/admission-exam (§2.2);
 * - invite accepted → /steps (§4 says /steps/1): the wizard's base path opens where her work is (core
 *   wizard.ts landingPage), so a returning candidate is not sent back to step 1 (issue 9);
 * - otherwise, or when no invite is known → /collaborator, the welcome page with the terms (§4).
 * A concluded invite never gets here: its sign-in is refused (403) and no session is stored.
 */
export function candidateDestination(role: Role, invite: InviteProgress | null): string {
  if (invite?.emailVerify) return appPath('createPassword');
  if (role === 'WAITING_CONTRACT_SIGN') return appPath('admissionExam');
  if (invite?.accepted) return appPath('steps');
  return appPath('candidateWelcome');
}

/** The wizard's pages (/steps and /steps/1…6): they open once the terms are accepted (001 §4 'Candidate flow'). */
const WIZARD_ROUTES: readonly AppRouteName[] = ['steps', 'step1', 'step2', 'step3', 'step4', 'step5', 'step6'];

/**
 * Where a candidate who opens `route` must go first, or null: a wizard page before the terms are accepted
 * sends an ADMISSION_PROCESS candidate to the welcome page with the terms. An unknown invite is left to the
 * API, which refuses the step saves anyway (403).
 */
export function candidatePrerequisite(route: AppRouteName, role: Role, invite: InviteProgress | null): string | null {
  if (role !== 'ADMISSION_PROCESS' || !invite || invite.accepted) return null;
  return WIZARD_ROUTES.includes(route) ? appPath('candidateWelcome') : null;
}
