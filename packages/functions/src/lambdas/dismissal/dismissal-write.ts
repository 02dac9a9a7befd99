import { DISMISSAL_MSG } from '@colabora/core/dismissal/messages';
import { isOpenDismissal } from '@colabora/core/dismissal/status';
import type { PersonEventKind } from '../../db/entities/person-event';
import type { TxEntities, TxPart } from '../../db/labelled-transaction';
import type { Caller } from '../../http/caller';
import { Conflict } from '../../http/http-error';
import { updatePerson, type DismissalField, type PersonFields } from '../../modules/person/guarded-update';
import { historyEvent } from '../../modules/person/history';
import { dismissalChanges } from './history-changes';
import { storedProcess } from '../../modules/dismissal/stored-process';
import { noticeChangedSince } from '../../modules/timeclock/person-facts';
import { pendingResettle, settlePending, type PendingResettle } from '../../modules/timeclock/resettle';
import type { ReadField, UserRecord } from '../../db/entities/user';

// Every dismissal write: a guarded read-decide-write of the person (person/guarded-update.ts: their roster row
// and the job-role, department and journey totals follow in the same transaction), with the person's entry of
// the dismissal list and an entry of their history, all in one transaction. When the worked notice the days read
// changes (the data saved, the process concluded or undone), the days already settled follow it (CLT art. 488,
// issue 22 §7), marked in that transaction so that they do even if this stops (timeclock/resettle.ts).

export interface DismissalChange {
  set: PersonFields;
  remove?: DismissalField[];
  /** Attributes the decision read: a change to any of them meanwhile makes it decide again. */
  read: ReadField[];
  event: PersonEventKind;
}

/** The person's row of the dismissal list as `after` shows it: written, or removed once out of the process. */
function entryPart(tx: TxEntities, after: UserRecord): TxPart {
  const key = { companyId: after.companyId, userId: after.id };
  if (!after.statusDismissal) return tx.dismissalEntry.delete(key).commit();
  const shutDownData = storedProcess(after).shutDownData;
  return tx.dismissalEntry
    .put({
      ...key,
      fullName: after.fullName,
      jobRoleId: after.jobRoleId,
      departmentId: after.departmentId,
      statusDismissal: after.statusDismissal,
      resignationDate: shutDownData?.resignationDate,
      departureDate: shutDownData?.departureDate,
    })
    .commit();
}

/**
 * Applies `decide`'s change to the person of the caller's company (404 when there is none), with the list entry
 * and the history entry of what changed. `decide` may throw to refuse. Answers the stored person.
 */
export async function changeDismissal(
  caller: Caller,
  userId: string,
  decide: (person: UserRecord) => DismissalChange | Promise<DismissalChange>,
): Promise<UserRecord> {
  const written: { resettle?: PendingResettle } = {};
  const person = await updatePerson(caller.companyId, userId, async (person) => {
    const change = await decide(person);
    return {
      set: change.set,
      remove: change.remove,
      // The entry copies the name, job role and department; the notice's days read the dismissal data.
      read: [...change.read, 'fullName', 'jobRoleId', 'departmentId', 'statusDismissal', 'shutDownData'],
      by: caller,
      with: (tx, before, after) => {
        const since = noticeChangedSince(before, after);
        written.resettle = since ? pendingResettle(after, since, null) : undefined;
        return [
          entryPart(tx, after),
          historyEvent(tx, before, caller, change.event, dismissalChanges(storedProcess(before), storedProcess(after))),
          ...(written.resettle ? [written.resettle.part(tx)] : []),
        ];
      },
    };
  });
  if (written.resettle) await settlePending(written.resettle, person);
  return person;
}

/** The process must be open (started or serving the notice): 409 otherwise, saying why. */
export function assertOpenProcess(person: UserRecord): void {
  if (isOpenDismissal(person.statusDismissal)) return;
  throw new Conflict(person.statusDismissal === 'DISMISSED' ? DISMISSAL_MSG.alreadyDismissed : DISMISSAL_MSG.notInProcess);
}

/** The person must be in or through the process (the documents stay editable after the conclusion). */
export function assertInProcess(person: UserRecord): void {
  if (!person.statusDismissal) throw new Conflict(DISMISSAL_MSG.notInProcess);
}
