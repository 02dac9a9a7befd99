import type { TableQuery } from '@/components/data-table/use-table-state';

export type DismissalFilter = 'jobRole' | 'department' | 'statusDismissal';
/** The list's dropdown filters, each '' while it does not filter (002 §2.6, §7.3). */
export type DismissalFilters = Record<DismissalFilter, string>;

export const dismissalKeys = {
  all: ['dismissal'] as const,
  /** Every page of the list, whatever its query (refreshed when a process changes). */
  lists: ['dismissal', 'list'] as const,
  list: (companyId: string, query: TableQuery<string>, filters: DismissalFilters) =>
    ['dismissal', 'list', companyId, query, filters] as const,
  detail: (userId: string) => ['dismissal', 'detail', userId] as const,
};
