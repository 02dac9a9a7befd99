import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import type { Page } from '@colabora/core/paging';
import { currentMonthPeriod, type PeriodListFilters } from '@colabora/core/timeclock/period-filter';
import { useState } from 'react';
import type { TableQuery } from '@/components/data-table/use-table-state';
import { useListScreen } from '@/components/list-screen/use-list-screen';
import { companyToday } from '@/lib/format-date';

/** The filters BUSCAR applies: the period (never empty), Cargo and Departamento. */
export type AppliedPeriodFilters = Omit<PeriodListFilters, 'text'>;

/** The current month (§9 'Default period for records'), no job role, no department. */
export function defaultPeriodFilters(today: string = companyToday()): AppliedPeriodFilters {
  const { from, to } = currentMonthPeriod(today);
  return { periodStartDate: from, periodEndDate: to, jobRole: '', department: '' };
}

/**
 * A period list (REGISTROS GERAIS, BANCO DE HORAS): a list screen whose query gets what BUSCAR applied plus the
 * debounced text; a new search or filter starts again at page 1 (useTableState).
 */
export function usePeriodListScreen<Data extends Page<{ _id: string }>, OrderBy extends string, Key extends QueryKey>(
  orderBy: NoInfer<OrderBy>,
  query: (query: TableQuery<OrderBy>, filters: PeriodListFilters) => UseQueryOptions<Data, Error, Data, Key>,
) {
  const [initial] = useState(defaultPeriodFilters);
  const screen = useListScreen({
    orderBy,
    filters: initial,
    query: (tableQuery: TableQuery<OrderBy>, filters: AppliedPeriodFilters) => query(tableQuery, { ...filters, text: tableQuery.text }),
  });
  return {
    ...screen,
    apply: (next: AppliedPeriodFilters) => {
      for (const key of Object.keys(next) as (keyof AppliedPeriodFilters)[]) screen.table.setFilter(key, next[key]);
    },
  };
}
