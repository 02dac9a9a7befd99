import { DEPARTMENT_CATALOG } from '@colabora/core/department/schema';
import { catalogApi, catalogCalls } from '@/components/resource-page/catalog-api';

/** Every department call of /home/departments (spec 002 §2.5, §7.3), from the catalogue's definition. */
export const departmentApi = catalogApi(DEPARTMENT_CATALOG, catalogCalls(DEPARTMENT_CATALOG.routes));
