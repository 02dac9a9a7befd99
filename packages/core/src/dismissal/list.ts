import * as z from 'zod/mini';
import { paginateQuery } from '../paging';
import { DISMISSAL_STATUSES, type DismissalStatus } from './status';

// The dismissal list (002 §2.6, §3 'User in dismissal list', §7.3, §9): GET /api/users/company/{companyId}
// with status=DISMISSAL, filtered by text, job role, department and statusDismissal.

export const DISMISSAL_ORDER_BY = ['fullName', 'jobRoleName', 'departmentName', 'resignationDate', 'statusDismissal', 'departureDate'] as const;
export type DismissalOrderBy = (typeof DISMISSAL_ORDER_BY)[number];

/** The table's columns in order (Ação is not sortable). */
export const DISMISSAL_COLUMN_LABEL: Record<DismissalOrderBy, string> = {
  fullName: 'Nome',
  jobRoleName: 'Cargo',
  departmentName: 'Departamento',
  resignationDate: 'Data de demissão',
  statusDismissal: 'Status',
  departureDate: 'Data da saída',
};

export const DISMISSAL_FILTER_LABEL = { jobRole: 'CARGO', department: 'DEPARTAMENTO', statusDismissal: 'STATUS' } as const;

const idFilter = () => z._default(z.string().check(z.trim(), z.maxLength(100)), '');

/** GET /api/users/company/{companyId}?status=DISMISSAL&page&limit&order&orderBy&text&jobRole&department&statusDismissal. */
export const dismissalListQuerySchema = z.extend(paginateQuery(DISMISSAL_ORDER_BY, 'fullName'), {
  status: z.literal('DISMISSAL'),
  jobRole: idFilter(),
  department: idFilter(),
  /** '' (no filter) or one of the three statuses. */
  statusDismissal: z._default(z.enum(['', ...DISMISSAL_STATUSES]), ''),
});
export type DismissalListQuery = z.infer<typeof dismissalListQuerySchema>;

/** A row of the dismissal list; dates 'yyyy-MM-dd', null shows 'À definir'. */
export interface DismissalListItem {
  _id: string;
  fullName: string;
  jobRole: { _id: string; name: string } | null;
  department: { _id: string; name: string } | null;
  statusDismissal: DismissalStatus;
  /** Data de demissão: the day the notice was given (dismissal data's resignationDate). */
  resignationDate: string | null;
  /** Data da saída: the last day at work. */
  departureDate: string | null;
}
