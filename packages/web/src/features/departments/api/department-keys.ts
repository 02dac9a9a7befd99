import type { DEPARTMENT_ORDER_BY } from '@colabora/core/department/schema';
import type { TableQuery } from '@/components/data-table/use-table-state';

export type DepartmentOrderBy = (typeof DEPARTMENT_ORDER_BY)[number];

export const departmentKeys = {
  all: ['departments'] as const,
  page: (companyId: string, query: TableQuery<DepartmentOrderBy>) =>
    ['departments', 'page', companyId, query] as const,
};
