import { HOLIDAY_CATALOG } from '@colabora/core/holiday/schema';
import { catalogApi, catalogCalls } from '@/components/resource-page/catalog-api';

/** Every holiday call of /home/holidays (spec 002 §7.4), from the catalogue's definition. */
export const holidayApi = catalogApi(HOLIDAY_CATALOG, catalogCalls(HOLIDAY_CATALOG.routes));
