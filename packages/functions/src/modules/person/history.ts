import { randomUUID } from 'node:crypto';
import type { PersonHistoryPage } from '@colabora/core/people/history-page';
import type { PersonEventKind } from '../../db/entities/person-event';
import type { TxEntities, TxPart } from '../../db/labelled-transaction';
import { db } from '../../db/service';
import type { Caller } from '../../http/caller';
import type { UserRecord } from '../../db/entities/user';

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

/** One changed field of a history entry, as display text; null when empty. */
export interface HistoryChange {
  field: string;
  before: string | null;
  after: string | null;
}

/** A history entry of `kind` with the fields it changed, to write in the change's own transaction. */
export function historyEvent(
  tx: TxEntities,
  person: UserRecord,
  by: By,
  kind: PersonEventKind,
  changes: readonly HistoryChange[] = [],
  at = new Date(),
): TxPart {
  const stored = changes.map(({ field, before, after }) => ({ field, before: before ?? undefined, after: after ?? undefined }));
  return tx.personEvent.create({ ...event(person, kind, by, at), ...(stored.length > 0 ? { changes: stored } : {}) }).commit();
}

/** The history entry of a removal, to write in the removal's own transaction. */
export function removalRecord(tx: TxEntities, person: UserRecord, by: By, at = new Date()): TxPart {
  return tx.personEvent.create(event(person, 'removed', by, at)).commit();
}

/** Who took a copy of the person's data, and when (LGPD: accountability for every access to the whole record). */
export async function recordDataExport(person: UserRecord, by: By, at = new Date()): Promise<void> {
  await db.entities.personEvent.create(event(person, 'dataExported', by, at)).go();
}

/** A page of the person's history, newest first (GET /api/users/history/{userId}); `cursor` from the page before. */
export async function personHistory(person: UserRecord, limit: number, cursor: string | null): Promise<PersonHistoryPage> {
  const { data, cursor: next } = await db.entities.personEvent.query
    .personHistory({ personId: person.id })
    // A person's id is theirs alone; the company is checked all the same.
    .where(({ companyId }, { eq }) => eq(companyId, person.companyId))
    .go({ order: 'desc', limit, cursor });
  return {
    docs: data.map((entry) => ({
      at: entry.at,
      kind: entry.kind,
      by: { id: entry.byId, name: entry.byName },
      changes: (entry.changes ?? []).map(({ field, before, after }) => ({ field, before: before ?? null, after: after ?? null })),
    })),
    cursor: next,
  };
}
