import type { RequestReason, RequestStatus } from '@colabora/core/timeclock/reasons';
import type { TableQuery } from '@/components/data-table/use-table-state';

/** The SOLICITAÇÕES tab's filters, each '' while it does not filter. */
export interface MyRequestsFilters extends Record<string, string> {
  reason: RequestReason | '';
  status: RequestStatus | '';
}

export type MyRequestsOrderBy = 'createdAt' | 'day';

/** Query keys of the employee's own requests: a new request reloads them all. */
export const myRequestsKeys = {
  all: ['timeclock', 'my-requests'] as const,
  list: (query: TableQuery<MyRequestsOrderBy>, filters: MyRequestsFilters) => ['timeclock', 'my-requests', query, filters] as const,
};
