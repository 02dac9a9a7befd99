import { queryOptions } from '@tanstack/react-query';
import type { JobRole } from '@colabora/core/job-role/schema';
import { MSG } from '@colabora/core/messages';
import type { Page } from '@colabora/core/paging';
import type { TableQuery } from '@/components/data-table/use-table-state';
import { apiRequest } from '@/lib/api-client';
import { jobRoleKeys, type JobRoleOrderBy } from './job-role-keys';

export function paginateJobRoles(companyId: string, query: TableQuery<JobRoleOrderBy>, signal?: AbortSignal) {
  return apiRequest<Page<JobRole>>('paginateJobRoles', { params: { companyId }, query: { ...query }, signal });
}

export function paginateJobRolesQueryOptions(companyId: string, query: TableQuery<JobRoleOrderBy>) {
  return queryOptions({
    queryKey: jobRoleKeys.page(companyId, query),
    queryFn: ({ signal }) => paginateJobRoles(companyId, query, signal),
    meta: { errorMessage: MSG.fetchFailure },
  });
}
