import { randomUUID } from 'node:crypto';
import type { EntityItem } from 'electrodb';
import { conditionFailed } from '../db/transaction-outcome';
import type { User } from '../db/entities/user';
import { db } from '../db/service';

export type UserRecord = EntityItem<typeof User>;
export type NewUser = Omit<UserRecord, 'id' | 'nameNormalized' | 'loginFailures' | 'loginVersion' | 'createdAt'> & {
  id?: string;
};

export class EmailTakenError extends Error {}

export async function getUser(companyId: string, id: string): Promise<UserRecord | null> {
  const { data } = await db.entities.user.get({ companyId, id }).go();
  return data;
}

/** The account behind an e-mail address (the unique marker says where it lives). */
export async function findUserByEmail(email: string): Promise<UserRecord | null> {
  const { data: marker } = await db.entities.userEmail.get({ email }).go({ consistent: true });
  return marker ? getUser(marker.companyId, marker.userId) : null;
}

/** Creates a person and claims the e-mail in one transaction: two people never share an address. */
export async function createUser(input: NewUser): Promise<UserRecord> {
  const id = input.id ?? randomUUID();
  const outcome = await db.transaction
    .write(({ userEmail, user }) => [
      userEmail.create({ email: input.email, userId: id, companyId: input.companyId }).commit(),
      user.create({ ...input, id }).commit(),
    ])
    .go();
  if (conditionFailed(outcome, 0)) throw new EmailTakenError(input.email);
  if (outcome.canceled) throw new Error(`user creation refused: ${outcome.data.map((part) => part.code).join(',')}`);
  const created = await getUser(input.companyId, id);
  if (!created) throw new Error('user vanished after creation');
  return created;
}
