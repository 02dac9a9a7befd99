import { CANDIDATE_ROLES, type Role } from '@colabora/core/enums';
import { SERVER_MSG } from '@colabora/core/messages';
import type { TxEntities, TxPart } from '../../db/labelled-transaction';
import { NotFound } from '../../http/http-error';
import type { UserRecord } from '../../db/entities/user';

// Total de colaboradores / Colaboradores: every job role, department and journey carries `totalEmployees`,
// the number of people pointing at it. Only the transactions that write what a person points at (records.ts,
// guarded-update.ts) change it, with the parts below, so the number and the people can never disagree.

/** The kinds of item a person is counted on. */
export const COUNTED_KINDS = ['job-role', 'department', 'workday'] as const;
export type CountedKind = (typeof COUNTED_KINDS)[number];

/**
 * The attributes of a person that say what they point at (an archived or dismissed person points at nothing; a
 * company account, HR or administrator, at no journey).
 */
export const ASSIGNMENT_SOURCE = ['jobRoleId', 'departmentId', 'hiringData', 'archivedAt', 'statusActive', 'role'] as const satisfies readonly (keyof UserRecord)[];
export type AssignmentHolder = Partial<Pick<UserRecord, (typeof ASSIGNMENT_SOURCE)[number]>>;

type ItemKey = { companyId: string; id: string };

interface CountedAssignment {
  /** The id the person points at, if any. */
  of: (person: AssignmentHolder) => string | undefined;
  /** +1; refused when the item is not in the company (the key holds the company), or no longer takes people. */
  join: (tx: TxEntities, key: ItemKey) => TxPart;
  /** -1; refused rather than going below zero (that would be a bug elsewhere). */
  leave: (tx: TxEntities, key: ItemKey) => TxPart;
  /** What a refused join tells the person, and the field of the form it belongs to. */
  missing: { field: string; message: string };
}

const ONE = { totalEmployees: 1 };

/** Whether a person of this role works a journey: employees, and candidates once admitted. */
function worksJourneys(role: Role): boolean {
  return role === 'EMPLOYEE' || (CANDIDATE_ROLES as readonly Role[]).includes(role);
}

/** One row per kind: the compiler asks for a new kind's row, so no kind can be counted by another's rule. */
const COUNTED: Record<CountedKind, CountedAssignment> = {
  'job-role': {
    of: (person) => person.jobRoleId,
    join: (tx, key) => tx.jobRole.patch(key).add(ONE).commit(),
    leave: (tx, key) =>
      tx.jobRole
        .patch(key)
        .subtract(ONE)
        .where(({ totalEmployees }, { gt }) => gt(totalEmployees, 0))
        .commit(),
    missing: { field: 'jobRole', message: SERVER_MSG.jobRoleNotFound },
  },
  department: {
    of: (person) => person.departmentId,
    join: (tx, key) => tx.department.patch(key).add(ONE).commit(),
    leave: (tx, key) =>
      tx.department
        .patch(key)
        .subtract(ONE)
        .where(({ totalEmployees }, { gt }) => gt(totalEmployees, 0))
        .commit(),
    missing: { field: 'department', message: SERVER_MSG.departmentNotFound },
  },
  // The person's journey is the hiring data's `workday`. A deactivated journey keeps its people but takes no one new.
  // Only employees punch (and candidates will): an HR or administrator account's journey is no one's day, so
  // Colaboradores counts the people HR sees in Ativos and Admissões, and such an account never locks a journey.
  workday: {
    of: (person) => (person.role && worksJourneys(person.role) ? person.hiringData?.workday : undefined),
    join: (tx, key) =>
      tx.workday
        .patch(key)
        .add(ONE)
        .where(({ status }, { eq }) => eq(status, true))
        .commit(),
    leave: (tx, key) =>
      tx.workday
        .patch(key)
        .subtract(ONE)
        .where(({ totalEmployees }, { gt }) => gt(totalEmployees, 0))
        .commit(),
    missing: { field: 'workday', message: SERVER_MSG.workdayNotFound },
  },
};

/** Labels of the headcount parts: a join is labelled with its kind, a leave with 'leave'. */
export type HeadcountPart = CountedKind | 'leave';

export function isCountedKind(label: string | undefined): label is CountedKind {
  return (COUNTED_KINDS as readonly (string | undefined)[]).includes(label);
}

/**
 * What a person points at, by kind (null: nobody). An archived or dismissed person counts nowhere: they no longer
 * work there, and their role, department or journey stays free to change; their record keeps the ids it held.
 */
export function assignmentsOf(person: AssignmentHolder | null): Partial<Record<CountedKind, string>> {
  if (!person || person.archivedAt || person.statusActive === 'DISMISSED') return {};
  return Object.fromEntries(
    COUNTED_KINDS.flatMap((kind) => {
      const id = COUNTED[kind].of(person);
      return id ? [[kind, id] as const] : [];
    }),
  );
}

/**
 * The parts that move the totals from what `before` points at to what `after` points at: -1 on each item
 * left, +1 on each item joined, nothing for what stays. `before` null creates the person, `after` null
 * removes them.
 */
export function headcountParts(
  tx: TxEntities,
  companyId: string,
  before: AssignmentHolder | null,
  after: AssignmentHolder | null,
): [HeadcountPart, TxPart][] {
  const left = assignmentsOf(before);
  const joined = assignmentsOf(after);
  return COUNTED_KINDS.flatMap((kind): [HeadcountPart, TxPart][] => {
    const [from, to] = [left[kind], joined[kind]];
    const parts: [HeadcountPart, TxPart][] = [];
    if (from === to) return parts;
    if (from) parts.push(['leave', COUNTED[kind].leave(tx, { companyId, id: from })]);
    if (to) parts.push([kind, COUNTED[kind].join(tx, { companyId, id: to })]);
    return parts;
  });
}

/** The person's message for an item they cannot be assigned to (gone, another company's, deactivated), with its field. */
export function missingAssignment(kind: CountedKind): { field: string; message: string } {
  return COUNTED[kind].missing;
}

/** 404 with that message on its field. */
export function notAssignable(kind: CountedKind): NotFound {
  const { field, message } = missingAssignment(kind);
  return new NotFound(message, { [field]: message });
}
