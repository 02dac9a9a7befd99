import { SERVER_MSG } from '@colabora/core/messages';
import type { TxEntities, TxPart } from '../../db/labelled-transaction';
import { READ_AGAIN, retryTransaction } from '../../db/transaction-retry';
import type { db } from '../../db/service';
import { Conflict, NotFound } from '../../http/http-error';
import { employeeEvent, responsibleCpf, writeWithEvent, type Responsible } from '../timeclock/afd-events';
import { ASSIGNMENT_SOURCE, headcountParts, isCountedKind, notAssignable } from './headcount';
import { releaseUnreferencedFiles } from './referenced-files';
import { getUser } from './records';
import { ROW_SOURCE, rosterParts, rosterReady } from './staff-roster';
import type { ReadField, UserRecord } from '../../db/entities/user';

// Read → decide → write, where the write happens only if what the decision read is still what is stored.
// Two saves at once (the candidate fixing a step while HR reviews another, two tabs) never overwrite each
// other: the loser reads again and decides again on the fresh record.

/** Attributes an admission write may set (never keys, job role, department or credentials). */
export type AdmissionFields = Partial<
  Pick<
    UserRecord,
    | 'role'
    | 'steps'
    | 'percentageFilled'
    | 'isWhatsApp'
    | 'personalData'
    | 'familyData'
    | 'documents'
    | 'address'
    | 'bankData'
    | 'hiringData'
    | 'admissionExam'
    | 'toxicologicalExam'
    | 'contracts'
  >
>;
/** What HR's edits of an active person and the archive also set; an e-mail change moves its unique marker along. */
export type PersonFields = AdmissionFields &
  Partial<Pick<UserRecord, 'email' | 'phone' | 'deactivated' | 'archivedAt' | 'archivedById' | 'archivedByName'>> &
  Partial<Pick<UserRecord, DismissalField>>;
/** The dismissal process's attributes (functions/src/dismissal); its conclusion also sets statusActive. */
export type DismissalField =
  | 'statusActive'
  | 'statusDismissal'
  | 'shutDownStartDate'
  | 'statusBeforeDismissal'
  | 'checkup'
  | 'approvedCheckup'
  | 'protectedConditions'
  | 'shutDownData'
  | 'dismissalDocuments'
  | 'pastDismissals';

export interface PersonChange {
  set: PersonFields;
  /** Attributes removed by the same write (a reactivated dismissal leaves none of its own). */
  remove?: DismissalField[];
  /** Attributes the decision depended on: the write is refused if any changed meanwhile. */
  read: ReadField[];
  /** Items written in the same transaction (e.g. the history entry), given the person as read and as written. */
  with?: (tx: TxEntities, before: UserRecord, after: UserRecord) => TxPart[];
  /** Who makes the change: the responsible CPF of the AFD record it may cause (timeclock/afd-events.ts). */
  by?: Responsible;
}

const MAX_ATTEMPTS = 5;

type Condition = Parameters<ReturnType<ReturnType<typeof db.entities.user.patch>['set']>['where']>[0];

/** The write's condition: each of `fields` still holds what `person` read (absent stays absent). */
export function unchanged(person: UserRecord, fields: readonly ReadField[]): Condition {
  return (attributes, { eq, notExists }) =>
    [...new Set(fields)]
      .map((field) => {
        const value = person[field];
        const attribute = attributes[field];
        return value === undefined ? notExists(attribute) : eq(attribute, value);
      })
      .join(' AND ');
}

/**
 * Applies `decide`'s change to the person of the company (404 when there is none), retrying on a concurrent
 * change; `decide` may throw to refuse (it then runs again only if it did not). The person's roster row
 * (./staff-roster.ts), an e-mail's unique marker, the totals of a journey left and joined (hiring data,
 * ./headcount.ts) and the change's own `with` items are written in the same transaction. An e-mail someone
 * else uses is 409; a journey gone or deactivated meanwhile, 404. Answers the stored person.
 */
export async function updatePerson(
  companyId: string,
  userId: string,
  decide: (person: UserRecord) => Promise<PersonChange>,
): Promise<UserRecord> {
  await rosterReady(companyId, userId);
  return retryTransaction(async () => {
    const person = await getUser(companyId, userId, true);
    if (!person) throw new NotFound(SERVER_MSG.notFound);
    const change = await decide(person);
    const after: UserRecord = withoutFields({ ...person, ...change.set }, change.remove ?? []);
    // On or off the time clock, or their name or CPF changed on it: the AFD's type-5 record in the same write (a
    // counter moved meanwhile prepares the record again, not the change).
    const event = employeeEvent(person, after, responsibleCpf(change.by ?? null));
    const refused = await writeWithEvent(companyId, event, (tx) => {
      const roster = rosterParts(tx, person, after);
      const headcount = headcountParts(tx, companyId, person, after);
      const read: ReadField[] = [
        'role',
        ...change.read,
        ...(roster.length > 0 ? ROW_SOURCE : []),
        ...(headcount.length > 0 ? ASSIGNMENT_SOURCE : []),
      ];
      return [
        ['user', userPatch(tx, companyId, userId, change).where(unchanged(person, read)).commit()],
        ...roster,
        ...headcount,
        ...emailMarkerParts(tx, person, after.email),
        ...(change.with?.(tx, person, after) ?? []).map((part): ['with', TxPart] => ['with', part]),
      ];
    });
    if (refused === 'user') return READ_AGAIN;
    if (refused === 'email') throw new Conflict(SERVER_MSG.emailTaken);
    if (isCountedKind(refused)) throw notAssignable(refused);
    if (refused) throw new Error(`person update refused by ${refused}`);
    const updated = await getUser(companyId, userId, true);
    if (!updated) throw new NotFound(SERVER_MSG.notFound);
    await releaseUnreferencedFiles(person, updated);
    return updated;
  }, { attempts: MAX_ATTEMPTS, exhausted: () => new Conflict(SERVER_MSG.changedMeanwhile) });
}

function withoutFields(person: UserRecord, fields: readonly DismissalField[]): UserRecord {
  const copy: Partial<UserRecord> = { ...person };
  for (const field of fields) delete copy[field];
  return copy as UserRecord;
}

/** The person's patch: what `change` sets, and removes. */
function userPatch(tx: TxEntities, companyId: string, userId: string, change: PersonChange) {
  const set = tx.user.patch({ companyId, id: userId }).set(change.set);
  return change.remove?.length ? set.remove(change.remove) : set;
}

/** A new e-mail takes its unique marker from the old one (two people never share an address). */
function emailMarkerParts(tx: TxEntities, person: UserRecord, email: string): ['old-email' | 'email', TxPart][] {
  const next = email.trim().toLowerCase();
  if (next === person.email) return [];
  return [
    [
      'old-email',
      tx.userEmail
        .delete({ email: person.email })
        .where(({ userId }, { eq }) => eq(userId, person.id))
        .commit(),
    ],
    ['email', tx.userEmail.create({ email: next, userId: person.id, companyId: person.companyId }).commit()],
  ];
}
