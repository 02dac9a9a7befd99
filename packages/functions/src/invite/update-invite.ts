import { INVITE_MSG } from '@colabora/core/admission/new-collaborator';
import { updateInviteSchema } from '@colabora/core/invite/schema';
import { SERVER_MSG } from '@colabora/core/messages';
import { isConditionFailure } from '../db/condition-failure';
import { db } from '../db/service';
import { Conflict, Forbidden, NotFound } from '../http/http-error';
import { ok } from '../http/reply';
import type { CallerAction } from '../http/resource-handler';
import { parseInput } from '../http/validate';
import { getInvite, toInviteSummary } from '../users/invite-records';
import { getUser } from '../users/user-records';

/**
 * PUT /api/invite/{inviteId} {opened:true} | {accepted:true} → InviteSummary. Only the invite's own candidate
 * (anyone else's invite is not found); accepting the terms also marks it opened.
 */
export const updateInvite: CallerAction = async ({ caller, params, body }) => {
  const change = parseInput(updateInviteSchema, body);
  const person = await getUser(caller.companyId, caller.id);
  if (!person?.inviteId || person.inviteId !== params.inviteId) throw new NotFound(SERVER_MSG.notFound);
  const invite = await getInvite(caller.companyId, person.inviteId);
  if (!invite) throw new NotFound(SERVER_MSG.notFound);
  if (invite.concluded) throw new Conflict(INVITE_MSG.admissionConcluded);
  if (person.disabled) throw new Forbidden(SERVER_MSG.inviteExpired);
  try {
    await db.entities.invite
      .patch({ companyId: caller.companyId, id: invite.id })
      .set({ opened: true, ...(change.accepted ? { accepted: true } : {}) })
      .where(({ concluded }, { eq }) => eq(concluded, false))
      .go();
  } catch (error) {
    if (isConditionFailure(error)) throw new Conflict(INVITE_MSG.admissionConcluded);
    throw error;
  }
  const updated = await getInvite(caller.companyId, invite.id);
  if (!updated) throw new NotFound(SERVER_MSG.notFound);
  return ok(toInviteSummary(updated));
};
