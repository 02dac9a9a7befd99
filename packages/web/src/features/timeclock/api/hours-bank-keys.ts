import type { PeriodListFilters } from '@colabora/core/timeclock/period-filter';
import type { TableQuery } from '@/components/data-table/use-table-state';

/** Query keys of BANCO DE HORAS: a payment or a compensation (and an approved request) reloads them all. */
export const hoursBankKeys = {
  all: ['record-points', 'hours-bank'] as const,
  list: (companyId: string, query: TableQuery<string>, filters: PeriodListFilters) =>
    ['record-points', 'hours-bank', companyId, query, filters] as const,
  expiring: (companyId: string) => ['record-points', 'hours-bank', 'expiring', companyId] as const,
};
