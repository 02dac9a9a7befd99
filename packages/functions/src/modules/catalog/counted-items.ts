import type { CatalogIdentity } from './catalog-definition';

// What job roles and departments share beyond any catalogue: a Código, one name per company, and the people
// assigned to each item (Total de colaboradores).

export const COUNTED_RULES = { code: true, uniqueName: true, headcount: true } as const;

/** The new item: its identity, what the form set, and nobody assigned yet. */
export function countedItem<I, E>(edits: (input: I) => E) {
  return (identity: CatalogIdentity, input: I) => ({ ...identity, ...edits(input), totalEmployees: 0 });
}

/** What their answers share: _id, Código, name, Total de colaboradores and company. */
export function countedDoc(record: { id: string; companyId: string; code: number; name: string; totalEmployees: number }) {
  return { _id: record.id, code: record.code, name: record.name, totalEmployees: record.totalEmployees, company: record.companyId };
}
