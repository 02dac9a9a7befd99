import { updateInviteSchema } from '@colabora/core/invite/schema';
import { ok } from '../../http/reply';
import { action } from '../../http/resource-handler';
import { toInviteSummary } from '../../modules/admission/invite-records';
import { ownOpenInvite, setOpenInviteFlags } from './own-invite';

/**
 * PUT /api/invite/{inviteId} {opened:true} | {accepted:true} → InviteSummary. Only the invite's own candidate
 * (anyone else's invite is not found); accepting the terms also marks it opened.
 */
export const updateInvite = action('updateInvite', { body: updateInviteSchema }, async ({ caller, params, body: change }) => {
  const { invite } = await ownOpenInvite(caller, params.inviteId);
  const flags = { opened: true, ...(change.accepted ? { accepted: true } : {}) };
  const updated = await setOpenInviteFlags(caller.companyId, invite.id, flags);
  return ok(toInviteSummary(updated));
});
