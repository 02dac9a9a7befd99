import { queryOptions } from '@tanstack/react-query';
import type { Department } from '@colabora/core/department/schema';
import { MSG } from '@colabora/core/messages';
import type { Page } from '@colabora/core/paging';
import type { TableQuery } from '@/components/data-table/use-table-state';
import { apiRequest } from '@/lib/api-client';
import { departmentKeys, type DepartmentOrderBy } from './department-keys';

export function paginateDepartments(companyId: string, query: TableQuery<DepartmentOrderBy>, signal?: AbortSignal) {
  return apiRequest<Page<Department>>('paginateDepartments', { params: { companyId }, query: { ...query }, signal });
}

export function paginateDepartmentsQueryOptions(companyId: string, query: TableQuery<DepartmentOrderBy>) {
  return queryOptions({
    queryKey: departmentKeys.page(companyId, query),
    queryFn: ({ signal }) => paginateDepartments(companyId, query, signal),
    meta: { errorMessage: MSG.fetchFailure },
  });
}
