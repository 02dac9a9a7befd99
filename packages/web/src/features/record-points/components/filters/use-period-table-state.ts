import { saoPauloToday } from '@colabora/core/ground/calendar-day';
import { currentMonthPeriod, type PeriodListFilters } from '@colabora/core/timeclock/period-filter';
import { useState } from 'react';
import { useTableState } from '@/components/data-table/use-table-state';

/** The filters BUSCAR applies: the period (never empty), Cargo and Departamento. */
export type AppliedPeriodFilters = Omit<PeriodListFilters, 'text'>;

/** The current month (§9 'Default period for records'), no job role, no department. */
export function defaultPeriodFilters(today: string = saoPauloToday()): AppliedPeriodFilters {
  const { from, to } = currentMonthPeriod(today);
  return { periodStartDate: from, periodEndDate: to, jobRole: '', department: '' };
}

/**
 * Paging, sorting, the debounced text search and the BUSCAR filters of a period list (REGISTROS GERAIS,
 * BANCO DE HORAS): a new search or filter starts again at page 1 (useTableState).
 */
export function usePeriodTableState<OrderBy extends string>(defaultOrderBy: OrderBy) {
  const [initial] = useState(defaultPeriodFilters);
  const table = useTableState<OrderBy, AppliedPeriodFilters>(defaultOrderBy, initial);
  return {
    ...table,
    /** The query's filters: what BUSCAR applied plus the debounced text. */
    listFilters: { ...table.filters, text: table.query.text } satisfies PeriodListFilters,
    apply: (next: AppliedPeriodFilters) => {
      for (const key of Object.keys(next) as (keyof AppliedPeriodFilters)[]) table.setFilter(key, next[key]);
    },
  };
}
