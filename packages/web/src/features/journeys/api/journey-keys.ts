import type { QueryClient } from '@tanstack/react-query';
import type { JourneyOrderBy } from '@colabora/core/workday/api';
import type { TableQuery } from '@/components/data-table/use-table-state';
import { workdaysKey } from '@/domain/hiring/api/workdays';

/** The list's four filters (spec 002 §2.9), each '' while it does not filter. */
export interface JourneyFilters extends Record<string, string> {
  scaleFilter: string;
  pointTypeFilter: string;
  holidayFilter: string;
  statusFilter: string;
}

export const journeyKeys = {
  all: ['journeys'] as const,
  list: (companyId: string, query: TableQuery<JourneyOrderBy>, filters: JourneyFilters) =>
    ['journeys', 'list', companyId, query, filters] as const,
};

/** After any change: the list, and the workday select of the hiring forms (domain/hiring/api/workdays.ts). */
export function invalidateJourneys(queryClient: QueryClient, companyId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: journeyKeys.all }),
    queryClient.invalidateQueries({ queryKey: workdaysKey(companyId) }),
  ]);
}
