import { randomUUID } from 'node:crypto';
import { writeLabelled, type TxEntities, type TxPart } from '../../db/labelled-transaction';
import { READ_AGAIN, retryTransaction } from '../../db/transaction-retry';
import type { NewUser, ReadField, UserRecord } from '../../db/entities/user';
import { db } from '../../db/service';
import type { Caller } from '../../http/caller';
import {
  ASSIGNMENT_SOURCE,
  assignmentsOf,
  headcountParts,
  isCountedKind,
  type AssignmentHolder,
  type CountedKind,
  type HeadcountPart,
} from './headcount';
import { employeeEvent, writeWithEvent } from '../timeclock/afd-events';
import { removalRecord } from './history';
import { ROW_SOURCE, rosterParts, rosterReady } from './staff-roster';

// Every write of a person's jobRoleId/departmentId goes through this file, in one transaction with the
// Total de colaboradores of the roles and departments involved (./headcount.ts); so do creations and
// removals, which also count the person's journey (hiringData.workday; its edits: ./guarded-update.ts).


export class EmailTakenError extends Error {}

/**
 * The job role, department or journey does not exist, belongs to another company, or (a journey) is
 * deactivated: nobody may be assigned to it.
 */
export class NotInCompanyError extends Error {
  constructor(
    readonly kind: CountedKind,
    readonly id: string,
    companyId: string,
  ) {
    super(`${kind} ${id} does not exist in company ${companyId}`);
  }
}

/** A person's job role or department moved meanwhile too often to apply a change: after 10 attempts. */
const conflicts = (message: string) => ({ attempts: 10, exhausted: () => new Error(message) });

/** Where a person works: what a move or a promotion sets (a field left out stays as it is). */
export interface Assignment {
  jobRoleId?: string;
  departmentId?: string;
}

export async function getUser(companyId: string, id: string, consistent = false): Promise<UserRecord | null> {
  const { data } = await db.entities.user.get({ companyId, id }).go({ consistent });
  return data;
}

/** The account behind an e-mail address (the unique marker says where it lives). */
export async function findUserByEmail(email: string): Promise<UserRecord | null> {
  const { data: marker } = await db.entities.userEmail.get({ email }).go({ consistent: true });
  return marker ? getUser(marker.companyId, marker.userId) : null;
}

/** Items written with the person, in the same transaction (e.g. the admission invite). */
export type CompanionParts = (tx: TxEntities, userId: string) => TxPart[];

/**
 * Creates a person, claims the e-mail (two people never share an address) and adds 1 to the totals of
 * their job role and department, in one transaction, together with any `companions`.
 */
export async function createUser(input: NewUser, companions: CompanionParts = () => []): Promise<UserRecord> {
  const id = input.id ?? randomUUID();
  await rosterReady(input.companyId, id);
  // Created on the time clock (the seed, tests; HR's paths activate instead): the AFD's inclusion (type 5 'I') in
  // the same transaction, nobody's CPF on file as responsible.
  const event = employeeEvent(null, { ...input, id, deactivated: input.deactivated ?? false }, null);
  const refused = await writeWithEvent(input.companyId, event, (tx) => [
    ['email', tx.userEmail.create({ email: input.email, userId: id, companyId: input.companyId }).commit()],
    ['user', tx.user.create({ ...input, id }).commit()],
    // The input holds what the row reads (the rest are defaults): an employee created active is listed.
    ...rosterParts(tx, null, { ...input, id } as UserRecord),
    ...headcountParts(tx, input.companyId, null, input),
    ...companions(tx, id).map((part): ['companion', TxPart] => ['companion', part]),
  ]);
  if (refused === 'email') throw new EmailTakenError(input.email);
  throwIfNotInCompany(refused, input.companyId, input);
  if (refused) throw new Error(`user creation refused by ${refused}`);
  const created = await getUser(input.companyId, id, true);
  if (!created) throw new Error('user vanished after creation');
  return created;
}

/**
 * Moves a person to another job role and/or department (a field left out stays as it is): the person,
 * -1 on what they leave and +1 on what they join, in one transaction. Null when there is no such person.
 */
export async function moveUser(companyId: string, userId: string, to: Assignment): Promise<UserRecord | null> {
  return retryTransaction(async () => {
    const person = await getUser(companyId, userId, true);
    if (!person) return null;
    const joining = assignmentChange(person, to);
    if (Object.keys(joining).length === 0) return person;
    const after = { ...person, ...joining };
    await rosterReady(companyId, userId);
    const refused = await writeLabelled((tx) => [
      ['user', tx.user.patch({ companyId, id: userId }).set(joining).where(unchangedSince(person, ROW_SOURCE)).commit()],
      ...rosterParts(tx, person, after),
      ...headcountParts(tx, companyId, person, after),
    ]);
    throwIfNotInCompany(refused, companyId, after);
    if (refused === 'leave') throw new Error(`a total of ${JSON.stringify(assignmentsOf(person))} would go below zero`);
    if (!refused) return getUser(companyId, userId, true);
    // 'user': someone moved or removed the person since we read them; read again.
    return READ_AGAIN;
  }, conflicts('could not move the person after repeated conflicts'));
}

/** The fields of `to` that change where the person works (a field left out, or unchanged, is not). */
function assignmentChange(person: UserRecord, to: Assignment): Assignment {
  const fields = ['jobRoleId', 'departmentId'] as const;
  return Object.fromEntries(fields.flatMap((field) => (to[field] === undefined || to[field] === person[field] ? [] : [[field, to[field]]])));
}

/** A promotion applied: where the person works now and the pay of their offer (regime, salary, allowances). */
export interface Reassignment {
  to: Assignment;
  hiringData: NonNullable<UserRecord['hiringData']>;
}

/** Attributes a reassignment's decision reads: a change to any of them meanwhile makes it decide again. */
const REASSIGNMENT_READS = ['role', 'statusActive', 'hiringData'] as const;

/**
 * Moves a person and replaces their hiring data, with the totals of what they leave and join and the
 * `companions` (e.g. the promotion marked confirmed and its history entry), in one transaction. `decide` sees
 * the fresh person on every attempt and may throw to refuse. Answers the updated person, or the label of the
 * companion whose condition refused the whole (nothing was written then); null when there is no such person.
 */
export async function reassignUser<L extends string>(
  companyId: string,
  userId: string,
  decide: (person: UserRecord) => Reassignment | Promise<Reassignment>,
  companions: (tx: TxEntities, person: UserRecord) => [L, TxPart][],
): Promise<{ person: UserRecord } | { refused: L } | null> {
  return retryTransaction(async () => {
    const person = await getUser(companyId, userId, true);
    if (!person) return null;
    const { to, hiringData } = await decide(person);
    const joining = assignmentChange(person, to);
    const after = { ...person, ...joining, hiringData };
    await rosterReady(companyId, userId);
    const refused = await writeLabelled<'user' | 'roster' | HeadcountPart | L>((tx) => [
      [
        'user',
        tx.user
          .patch({ companyId, id: userId })
          .set({ ...joining, hiringData })
          .where(unchangedSince(person, [...REASSIGNMENT_READS, ...ROW_SOURCE]))
          .commit(),
      ],
      ...rosterParts(tx, person, after),
      ...headcountParts(tx, companyId, person, after),
      ...companions(tx, person),
    ]);
    throwIfNotInCompany(refused, companyId, after);
    if (refused === 'leave') throw new Error(`a total of ${JSON.stringify(assignmentsOf(person))} would go below zero`);
    if (refused === undefined) {
      const updated = await getUser(companyId, userId, true);
      return updated && { person: updated };
    }
    if (refused !== 'user') return { refused: refused as L };
    // 'user': the person changed since we read them; read again and decide again.
    return READ_AGAIN;
  }, conflicts('could not reassign the person after repeated conflicts'));
}

/**
 * Removes a person, their e-mail and their invite, and takes 1 from the totals of their job role, department
 * and journey; with `by` (a removal someone asked for, not an undo), records who removed whom and when.
 */
export async function removeUser(companyId: string, userId: string, by?: Pick<Caller, 'id' | 'fullName'>): Promise<boolean> {
  return retryTransaction(async () => {
    const person = await getUser(companyId, userId, true);
    if (!person) return false;
    await rosterReady(companyId, userId);
    const refused = await writeLabelled((tx) => [
      ['user', tx.user.delete({ companyId, id: userId }).where(unchangedSince(person)).commit()],
      ...rosterParts(tx, person, null),
      [
        'email',
        tx.userEmail
          .delete({ email: person.email })
          .where(({ userId: owner }, { eq }) => eq(owner, userId))
          .commit(),
      ],
      ...headcountParts(tx, companyId, person, null),
      ...(person.inviteId
        ? [['invite', tx.invite.delete({ companyId, id: person.inviteId }).commit()] as ['invite', TxPart]]
        : []),
      ...(by ? [['history', removalRecord(tx, person, by)] as ['history', TxPart]] : []),
    ]);
    if (!refused) return true;
    if (refused !== 'user') throw new Error(`removing the person refused by ${refused}`);
    return READ_AGAIN;
  }, conflicts('could not remove the person after repeated conflicts'));
}

export interface Credentials {
  email: string;
  passwordHash: string;
}

/**
 * Replaces a person's sign-in credentials in one transaction: the password hash (the old one stops working,
 * and so does every session opened before) and, when it changes, the e-mail with its unique marker. Only if
 * the person still has `expected` credentials; throws EmailTakenError when the new address is someone
 * else's. Answers false when the person changed or disappeared meanwhile.
 */
export async function replaceCredentials(
  person: Pick<UserRecord, 'companyId' | 'id'>,
  expected: Credentials,
  next: Credentials,
): Promise<boolean> {
  const { companyId, id } = person;
  const emailChanges = next.email !== expected.email;
  const refused = await writeLabelled((tx) => [
    [
      'user',
      tx.user
        .patch({ companyId, id })
        .set({ email: next.email, passwordHash: next.passwordHash })
        .add({ sessionVersion: 1 })
        .where(
          ({ email, passwordHash }, { eq }) => `${eq(email, expected.email)} AND ${eq(passwordHash, expected.passwordHash)}`,
        )
        .commit(),
    ],
    ...(emailChanges
      ? ([
          [
            'old-email',
            tx.userEmail
              .delete({ email: expected.email })
              .where(({ userId }, { eq }) => eq(userId, id))
              .commit(),
          ],
          ['email', tx.userEmail.create({ email: next.email, userId: id, companyId }).commit()],
        ] as ['old-email' | 'email', TxPart][])
      : []),
  ]);
  if (refused === 'email') throw new EmailTakenError(next.email);
  return refused === undefined;
}

type UserCondition = Parameters<ReturnType<ReturnType<typeof db.entities.user.patch>['set']>['where']>[0];

/**
 * The person still exists and points at what it did when read (job role, department, journey: the totals
 * moved by the write depend on it), and each of `also` still holds what was read (absent stays absent).
 */
function unchangedSince(person: UserRecord, also: readonly ReadField[] = []): UserCondition {
  return (attributes, { eq, exists, notExists }) =>
    [
      exists(attributes.id),
      ...[...new Set([...ASSIGNMENT_SOURCE, ...also])].map((field) =>
        person[field] === undefined ? notExists(attributes[field]) : eq(attributes[field], person[field]),
      ),
    ].join(' AND ');
}

/** A join refused: the item the person was to point at is not theirs to join. */
function throwIfNotInCompany(refused: string | undefined, companyId: string, after: AssignmentHolder): void {
  if (!isCountedKind(refused)) return;
  const id = assignmentsOf(after)[refused];
  if (id) throw new NotInCompanyError(refused, id, companyId);
}
