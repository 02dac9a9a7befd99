import { JOB_ROLE_CATALOG } from '@colabora/core/job-role/schema';
import { catalogApi, catalogCalls } from '@/components/resource-page/catalog-api';

/** Every job-role call of /home/career (spec 001 'Job roles', §7), from the catalogue's definition. */
export const jobRoleApi = catalogApi(JOB_ROLE_CATALOG, catalogCalls(JOB_ROLE_CATALOG.routes));
