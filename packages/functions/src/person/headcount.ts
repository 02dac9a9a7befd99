import type { CatalogKind } from '../db/entities/catalog-kind';
import type { TxEntities, TxPart } from '../db/labelled-transaction';

// Total de colaboradores: every job role and department carries `totalEmployees`, the number of people
// pointing at it. Only the transactions that write a person's jobRoleId/departmentId (user-records.ts)
// change it, with the parts below, so the number and the people can never disagree.

/** The job role and department a person points at. */
export interface Assignment {
  jobRoleId?: string;
  departmentId?: string;
}

export const ASSIGNMENT_FIELDS = [
  ['job-role', 'jobRoleId'],
  ['department', 'departmentId'],
] as const satisfies readonly (readonly [CatalogKind, keyof Assignment])[];

/** Labels of the headcount parts: a join is refused when the item is not in the company, a leave when the
 * total is already 0. */
export type HeadcountPart = CatalogKind | 'leave';

/**
 * +1 on what the person joins. The item's key holds its company, so the existence condition of `patch`
 * also refuses another company's role or department.
 */
function join(tx: TxEntities, kind: CatalogKind, companyId: string, id: string): TxPart {
  return kind === 'job-role'
    ? tx.jobRole.patch({ companyId, id }).add({ totalEmployees: 1 }).commit()
    : tx.department.patch({ companyId, id }).add({ totalEmployees: 1 }).commit();
}

/** -1 on what the person leaves; refused rather than going below zero (that would be a bug elsewhere). */
function leave(tx: TxEntities, kind: CatalogKind, companyId: string, id: string): TxPart {
  return kind === 'job-role'
    ? tx.jobRole
        .patch({ companyId, id })
        .subtract({ totalEmployees: 1 })
        .where(({ totalEmployees }, { gt }) => gt(totalEmployees, 0))
        .commit()
    : tx.department
        .patch({ companyId, id })
        .subtract({ totalEmployees: 1 })
        .where(({ totalEmployees }, { gt }) => gt(totalEmployees, 0))
        .commit();
}

/** The parts that move the totals of every role/department set in `assignment` by one. */
export function headcountParts(
  tx: TxEntities,
  companyId: string,
  assignment: Assignment,
  change: 'join' | 'leave',
): [HeadcountPart, TxPart][] {
  return ASSIGNMENT_FIELDS.flatMap(([kind, field]): [HeadcountPart, TxPart][] => {
    const id = assignment[field];
    if (!id) return [];
    return change === 'join' ? [[kind, join(tx, kind, companyId, id)]] : [['leave', leave(tx, kind, companyId, id)]];
  });
}
