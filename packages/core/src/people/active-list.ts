import * as z from 'zod/mini';
import { ACTIVITY_TYPES } from '../activity/terms';
import type { StatusActive } from '../enums';
import { MSG } from '../messages';
import { paginateQuery } from '../paging';

// The Ativos list (spec 000 §2.5, §3 User, §7 'GET users/company/{companyId}', §8, §9): the company's active
// collaborators, paged, sorted by any of its columns and filtered by text, job role, department and status.
// The route's one query schema (users/schema.ts) takes this one for status=ACTIVE.

/** The sortable columns, in the table's order (Ação is not sortable). */
export const ACTIVE_ORDER_BY = ['fullName', 'jobRoleName', 'departmentName', 'phone', 'statusActive', 'startDate', 'endDate'] as const;
export type ActiveOrderBy = (typeof ACTIVE_ORDER_BY)[number];

export const ACTIVE_COLUMN_LABEL: Record<ActiveOrderBy, string> = {
  fullName: 'Nome',
  jobRoleName: 'Cargo',
  departmentName: 'Departamento',
  phone: 'Celular',
  statusActive: 'Status',
  startDate: 'Iniciado em',
  endDate: 'Finaliza em',
};

export const ACTIVE_LIST_MSG = {
  actionColumn: 'Ação',
  empty: 'Nenhum colaborador encontrado!',
  fetchFailed: 'Não foi possível buscar os colaboradores',
  removeFailed: 'Falha ao remover usuários',
  removed: MSG.operationSuccess,
  /** A start or end cell without a date. */
  noDate: '-----',
} as const;

/** The statuses an active person can have, the status filter's options: experience, efetivado or a leave. */
export const ACTIVE_LIST_STATUSES = ['WORK_EXPERIENCE', 'HIRED', ...ACTIVITY_TYPES] as const satisfies readonly StatusActive[];

/** An id filter of the query string: '' (no filter) or the id. */
const idFilter = () => z._default(z.string().check(z.trim(), z.maxLength(100)), '');

/** GET /api/users/company/{companyId}?status=ACTIVE&page&limit&order&orderBy&text&jobRole&department&statusActive. */
export const activeListQuerySchema = z.extend(paginateQuery(ACTIVE_ORDER_BY, 'fullName'), {
  status: z.literal('ACTIVE'),
  jobRole: idFilter(),
  department: idFilter(),
  /** '' (no filter) or one of ACTIVE_LIST_STATUSES. */
  statusActive: z._default(z.enum(['', ...ACTIVE_LIST_STATUSES]), ''),
});
export type ActiveListQuery = z.infer<typeof activeListQuerySchema>;

/** A row of the Ativos list (000 §3 User). */
export interface ActiveListItem {
  _id: string;
  fullName: string;
  phone: string;
  statusActive: StatusActive;
  jobRole: { _id: string; name: string } | null;
  department: { _id: string; name: string } | null;
  /** Iniciado em / Finaliza em; null shows ACTIVE_LIST_MSG.noDate. */
  startDate: string | null;
  endDate: string | null;
  /** The current leave has no forecast of end: with an away status, the row's click returns the person (000 §2.5). */
  withoutForecastOfEnding: boolean;
}
