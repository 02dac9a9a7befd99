import type { PeriodListFilters } from '@colabora/core/timeclock/period-filter';
import type { TableQuery } from '@/components/data-table/use-table-state';

/**
 * Query keys of REGISTROS GERAIS and the point mirror: under Registro de pontos' own ('record-points'), which an
 * analysis of a request reloads (requestsKeys.page).
 */
export const timeclockKeys = {
  records: (companyId: string, query: TableQuery<string>, filters: PeriodListFilters) =>
    ['record-points', 'records', companyId, query, filters] as const,
  mirror: (source: string, query: Record<string, string>) => ['record-points', 'mirror', source, query] as const,
};
