import type { EntityItem } from '../../db/model/entity';
import type { InviteSummary } from '@colabora/core/admission/contract';
import type { Invite } from '../../db/entities/invite';
import type { TxEntities, TxPart } from '../../db/labelled-transaction';
import { db } from '../../db/service';

// The admission invite: created with the person (users/create-collaborator.ts), removed with them
// (users/user-records.ts removeUser), flags changed by the candidate (invite/update-invite.ts).

export type InviteRecord = EntityItem<typeof Invite>;

/** The transaction part that creates a fresh invite for a person. */
export function newInvitePart(tx: TxEntities, companyId: string, inviteId: string, userId: string): TxPart {
  return tx.invite
    .create({ id: inviteId, companyId, userId, opened: false, accepted: false, concluded: false, emailVerify: false })
    .commit();
}

export async function getInvite(companyId: string, id: string): Promise<InviteRecord | null> {
  const { data } = await db.entities.invite.get({ companyId, id }).go({ consistent: true });
  return data;
}

export function toInviteSummary(invite: InviteRecord): InviteSummary {
  return {
    _id: invite.id,
    opened: invite.opened,
    concluded: invite.concluded,
    emailVerify: invite.emailVerify,
    accepted: invite.accepted,
  };
}
