import type { TableQuery } from '@/components/data-table/use-table-state';

/** The list's dropdown filters, each '' while it does not filter (000 §2.5, §7). */
export interface ActiveStaffFilters extends Record<string, string> {
  jobRole: string;
  department: string;
  statusActive: string;
}

export const activeStaffKeys = {
  all: ['active-staff'] as const,
  /** Every page of the list, whatever its query (refreshed when a person changes on the detail). */
  lists: ['active-staff', 'list'] as const,
  list: (companyId: string, query: TableQuery<string>, filters: ActiveStaffFilters) =>
    ['active-staff', 'list', companyId, query, filters] as const,
  /** Everything about one person: invalidating it refreshes the detail and each of its tabs. */
  person: (userId: string) => ['active-staff', 'person', userId] as const,
  detail: (userId: string) => ['active-staff', 'person', userId, 'detail'] as const,
  activities: (userId: string) => ['active-staff', 'person', userId, 'activities'] as const,
  promotion: (userId: string) => ['active-staff', 'person', userId, 'promotion'] as const,
  payslips: (userId: string) => ['active-staff', 'person', userId, 'payslips'] as const,
  history: (userId: string) => ['active-staff', 'person', userId, 'history'] as const,
};
