import type { Caller } from '../../http/caller';
import { updatePerson } from './guarded-update';
import { historyEvent } from './history';
import type { UserRecord } from '../../db/entities/user';

/** Who is archived rather than removed: an employee has labour records to keep (CLT, FGTS), whatever their status. */
export function isArchivedOnRemoval(person: UserRecord): boolean {
  return person.role === 'EMPLOYEE';
}

/**
 * Archives a person: deactivated (the middleware and the sign-in refuse them at once), out of the lists (the
 * roster row and any dismissal-list entry go in the same write) and recorded in their history, every record kept.
 * Archiving someone already archived changes nothing.
 */
export async function archivePerson(person: UserRecord, by: Pick<Caller, 'id' | 'fullName' | 'documents'>, at = new Date()): Promise<UserRecord> {
  if (person.archivedAt) return person;
  return updatePerson(person.companyId, person.id, async () => ({
    set: { deactivated: true, archivedAt: at.toISOString(), archivedById: by.id, archivedByName: by.fullName },
    read: ['archivedAt', 'deactivated', 'statusDismissal'],
    by,
    with: (tx, before) => [
      historyEvent(tx, before, by, 'archived', [], at),
      // Out of the dismissal list too, if they were on it (functions/src/dismissal).
      ...(before.statusDismissal ? [tx.dismissalEntry.delete({ companyId: before.companyId, userId: before.id }).commit()] : []),
    ],
  }));
}
