import { INVITE_MSG } from '@colabora/core/admission/new-collaborator';
import { SERVER_MSG } from '@colabora/core/messages';
import { isConditionFailure } from '../../db/condition-failure';
import { db } from '../../db/service';
import type { Caller } from '../../http/caller';
import { Conflict, Forbidden, NotFound } from '../../http/http-error';
import { getInvite, type InviteRecord } from '../../modules/admission/invite-records';
import { getUser } from '../../modules/person/records';
import type { UserRecord } from '../../db/entities/user';

// The invite calls of the candidate (PUT /api/invite/…/{inviteId}) act on their own, still open invite.

/**
 * The caller and their invite `inviteId`, read consistently: anyone else's invite is not found (404), a
 * concluded one 409 'Processo de admissão já finalizado', an expired one 403.
 */
export async function ownOpenInvite(caller: Caller, inviteId: string): Promise<{ person: UserRecord; invite: InviteRecord }> {
  // Read again, consistently (the authorizer's read is not): the candidate's previous call (a contract signed, a
  // step saved) must be seen by the next one.
  const person = await getUser(caller.companyId, caller.id, true);
  if (!person?.inviteId || person.inviteId !== inviteId) throw new NotFound(SERVER_MSG.notFound);
  const invite = await getInvite(caller.companyId, person.inviteId);
  if (!invite) throw new NotFound(SERVER_MSG.notFound);
  if (invite.concluded) throw new Conflict(INVITE_MSG.admissionConcluded).withCode('admissionConcluded');
  if (person.disabled) throw new Forbidden(SERVER_MSG.inviteExpired).withCode('inviteExpired');
  return { person, invite };
}

type InviteFlags = Partial<Pick<InviteRecord, 'opened' | 'accepted' | 'emailVerify' | 'concluded'>>;

/** Sets flags on an invite only while it is not concluded (409 otherwise); answers the invite as stored. */
export async function setOpenInviteFlags(companyId: string, inviteId: string, flags: InviteFlags): Promise<InviteRecord> {
  try {
    await db.entities.invite
      .patch({ companyId, id: inviteId })
      .set(flags)
      .where(({ concluded }, { eq }) => eq(concluded, false))
      .go();
  } catch (error) {
    if (isConditionFailure(error)) throw new Conflict(INVITE_MSG.admissionConcluded).withCode('admissionConcluded');
    throw error;
  }
  const updated = await getInvite(companyId, inviteId);
  if (!updated) throw new NotFound(SERVER_MSG.notFound);
  return updated;
}
