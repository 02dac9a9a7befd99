/** Company catalogues that carry a sequential code and a unique name. */
export const CATALOG_KINDS = ['job-role', 'department'] as const;
export type CatalogKind = (typeof CATALOG_KINDS)[number];
