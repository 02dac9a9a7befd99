import { randomUUID } from 'node:crypto';
import type { TxEntities, TxPart } from '../db/labelled-transaction';
import type { Caller } from '../http/caller';
import type { UserRecord } from './user-records';

/** The history entry of a removal, to write in the removal's own transaction. */
export function removalRecord(tx: TxEntities, person: UserRecord, by: Pick<Caller, 'id' | 'fullName'>, at = new Date()): TxPart {
  return tx.personEvent
    .create({
      companyId: person.companyId,
      id: randomUUID(),
      personId: person.id,
      kind: 'removed',
      at: at.toISOString(),
      byId: by.id,
      byName: by.fullName,
      fullName: person.fullName,
      email: person.email,
      role: person.role,
    })
    .commit();
}
