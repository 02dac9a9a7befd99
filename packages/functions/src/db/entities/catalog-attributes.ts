import { normalizeText } from '@colabora/core/text';

// Attributes every company catalogue item shares (job roles, departments, holidays, journeys). An entity
// spreads the ones it has beside its own; its keys and access patterns stay in its own file.

/** Identity, name (with its accent- and case-free form, for search and unique names) and creation. */
export const CATALOG_ITEM = {
  id: { type: 'string', required: true, readOnly: true },
  companyId: { type: 'string', required: true, readOnly: true },
  name: { type: 'string', required: true },
  nameNormalized: {
    type: 'string',
    watch: ['name'],
    set: (_: unknown, item: { name?: string }) => (item.name ? normalizeText(item.name) : undefined),
  },
  createdAt: { type: 'string', readOnly: true, default: () => new Date().toISOString() },
} as const;

/** Código: sequential per company and catalogue (db/entities/code-counter.ts). */
export const CATALOG_CODE = {
  code: { type: 'number', required: true, readOnly: true },
} as const;

/**
 * Total de colaboradores: the people pointing at the item. Changed only in the transaction that changes a
 * person's assignment (person/headcount.ts); removing the item requires it to be 0.
 */
export const CATALOG_HEADCOUNT = {
  totalEmployees: { type: 'number', required: true, default: 0 },
} as const;

/** When the item itself was last edited (not its headcount): watches the attributes people edit. */
export function editedAt<const W extends readonly string[]>(watch: W) {
  return { type: 'string', watch, set: () => new Date().toISOString() } as const;
}
