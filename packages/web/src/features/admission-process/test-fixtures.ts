import type { InviteSignInAnswer, InviteSummary } from '@colabora/core/admission/contract';
import { inviteSummary } from '@/testing/collaborator-detail';
export { candidateDetail } from '@/testing/collaborator-detail';
import type { Role } from '@colabora/core/enums';
import type { Session } from '@/lib/session';
import { userWithRole } from '@/testing/fixtures';

export const invite = inviteSummary;

export function inviteAnswer(role: Role, flags: Partial<Omit<InviteSummary, '_id'>> = {}): InviteSignInAnswer {
  return { token: 'jwt-candidate', user: userWithRole(role), invite: invite(flags) };
}

export function candidateSession(flags: Partial<Omit<InviteSummary, '_id'>> = {}): Session {
  const { token, user, invite: stored } = inviteAnswer('ADMISSION_PROCESS', flags);
  return { token, user, invite: stored };
}
