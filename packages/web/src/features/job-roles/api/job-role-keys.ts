import type { JOB_ROLE_ORDER_BY } from '@colabora/core/job-role/schema';
import type { TableQuery } from '@/components/data-table/use-table-state';

export type JobRoleOrderBy = (typeof JOB_ROLE_ORDER_BY)[number];

export const jobRoleKeys = {
  all: ['job-roles'] as const,
  page: (companyId: string, query: TableQuery<JobRoleOrderBy>) => ['job-roles', 'page', companyId, query] as const,
};
