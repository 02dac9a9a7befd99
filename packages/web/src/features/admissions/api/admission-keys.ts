import type { AdmissionOrderBy } from '@colabora/core/users/schema';
import type { TableQuery } from '@/components/data-table/use-table-state';

/** The fill-percentage filter: '' shows every percentage, else one of 20, 40, 60, 80, 100 (001 §9). */
export interface AdmissionFilters extends Record<string, string> {
  percentageFilled: string;
}

export const admissionKeys = {
  all: ['admissions'] as const,
  list: (companyId: string, query: TableQuery<AdmissionOrderBy>, filters: AdmissionFilters) =>
    ['admissions', 'list', companyId, query, filters] as const,
  /** Every page of the list, whatever its query (refreshed when a person changes on the detail). */
  lists: ['admissions', 'list'] as const,
  detail: (userId: string) => ['admissions', 'detail', userId] as const,
};
