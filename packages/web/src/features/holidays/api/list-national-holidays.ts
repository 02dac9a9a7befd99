import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { holidayApi } from './holiday-api';

export function listNationalHolidays(year: number, signal?: AbortSignal) {
  return apiRequest('listNationalHolidays', { params: { year: String(year) }, signal });
}

/** The year's national (and state) holidays, each saying whether the company has it already. */
export function nationalHolidaysQueryOptions(year: number) {
  return queryOptions({
    // Under the catalogue's key: every holiday change (an add, a removal) refreshes what is 'Já cadastrado'.
    queryKey: [...holidayApi.keys.all, 'national', year] as const,
    queryFn: ({ signal }) => listNationalHolidays(year, signal),
    // A failure is told where the list would be, with a retry (RetryAlert): no notice besides.
    // What the company has changes with every add or removal.
    staleTime: 0,
  });
}

export function useNationalHolidays(year: number, enabled: boolean) {
  return useQuery({ ...nationalHolidaysQueryOptions(year), enabled });
}
