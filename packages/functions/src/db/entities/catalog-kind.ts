/** Company catalogues with a unique name (name markers); all but journeys ('workday') also carry a sequential code. */
export const CATALOG_KINDS = ['job-role', 'department', 'workday'] as const;
export type CatalogKind = (typeof CATALOG_KINDS)[number];
