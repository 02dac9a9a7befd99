import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Department } from '@colabora/core/department/schema';
import type { JobRole } from '@colabora/core/job-role/schema';
import { MSG } from '@colabora/core/messages';
import { apiRequest } from '@/lib/api-client';
import { useSessionUser } from '@/lib/use-session';

/** Shared by the screens that choose or filter by job role and department (hiring, promotion, the lists). */
export const hiringOptionsKey = (companyId: string) => ['hiring-options', companyId] as const;

export interface HiringOptions {
  jobRoles: JobRole[];
  departments: Department[];
}

/** GET /api/job-role/{companyId} and GET /api/department/{companyId}: what a hiring can choose from. */
export async function getHiringOptions(companyId: string, signal?: AbortSignal): Promise<HiringOptions> {
  const params = { companyId };
  const [jobRoles, departments] = await Promise.all([
    apiRequest('listJobRoles', { params, signal }),
    apiRequest('listDepartments', { params, signal }),
  ]);
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'pt-BR');
  return { jobRoles: [...jobRoles].sort(byName), departments: [...departments].sort(byName) };
}

export function hiringOptionsQueryOptions(companyId: string) {
  return queryOptions({
    queryKey: hiringOptionsKey(companyId),
    queryFn: ({ signal }) => getHiringOptions(companyId, signal),
    // One notice for both lists (001 §8).
    meta: { errorMessage: MSG.rolesAndDepartmentsFailure },
  });
}

export function useHiringOptions() {
  return useQuery(hiringOptionsQueryOptions(useSessionUser().company._id));
}
