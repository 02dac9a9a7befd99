import { useMutation } from '@tanstack/react-query';
import type { InviteSignInAnswer } from '@colabora/core/admission/contract';
import { INVITE_MSG } from '@colabora/core/admission/new-collaborator';
import type { InviteSignInInput } from '@colabora/core/invite/schema';
import { candidateDestination } from '@colabora/core/navigation/candidate-destination';
import { apiRequest } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { saveSession } from '@/lib/session';
import { updateInvite } from './update-invite';

/** POST /api/invite/auth (spec 000 §7): the candidate's e-mail and the first password of the invite. */
export function inviteSignIn(input: InviteSignInInput) {
  return apiRequest('inviteSignIn', { body: input });
}

/** Marks the invite opened (spec 000 §4); the sign-in does not depend on it, so a failure is ignored. */
async function markOpened({ token, invite }: InviteSignInAnswer): Promise<boolean> {
  if (invite.opened) return true;
  return updateInvite(invite._id, { opened: true }, token).then(
    () => true,
    () => false,
  );
}

/**
 * The invite sign-in of spec 000 §4: signs in, marks the invite opened and keeps the candidate's
 * session with its invite (the /steps routes need it). Answers where the candidate goes next.
 */
export async function signInWithInvite(input: InviteSignInInput): Promise<string> {
  const answer = await inviteSignIn(input);
  // The API refuses a concluded invite with 403; an answer saying so is treated the same way.
  if (answer.invite.concluded) throw new ApiError(403, INVITE_MSG.admissionConcluded, {}, 'admissionConcluded');
  const opened = await markOpened(answer);
  saveSession({ token: answer.token, user: answer.user, invite: { ...answer.invite, opened } });
  return candidateDestination(answer.user.role, answer.invite);
}

export function useInviteSignIn() {
  return useMutation({ mutationFn: signInWithInvite });
}
