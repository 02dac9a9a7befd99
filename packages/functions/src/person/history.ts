import { randomUUID } from 'node:crypto';
import type { PersonEventKind } from '../db/entities/person-event';
import type { TxEntities, TxPart } from '../db/labelled-transaction';
import { db } from '../db/service';
import type { Caller } from '../http/caller';
import type { UserRecord } from './records';

type By = Pick<Caller, 'id' | 'fullName'>;

function event(person: UserRecord, kind: PersonEventKind, by: By, at: Date) {
  return {
    companyId: person.companyId,
    id: randomUUID(),
    personId: person.id,
    kind,
    at: at.toISOString(),
    byId: by.id,
    byName: by.fullName,
    fullName: person.fullName,
    email: person.email,
    role: person.role,
  };
}

/** The history entry of a removal, to write in the removal's own transaction. */
export function removalRecord(tx: TxEntities, person: UserRecord, by: By, at = new Date()): TxPart {
  return tx.personEvent.create(event(person, 'removed', by, at)).commit();
}

/** Who took a copy of the person's data, and when (LGPD: accountability for every access to the whole record). */
export async function recordDataExport(person: UserRecord, by: By, at = new Date()): Promise<void> {
  await db.entities.personEvent.create(event(person, 'dataExported', by, at)).go();
}
