import type { Page } from '@colabora/core/paging';
import { normalizeText } from '@colabora/core/text';

// Paging for company catalogues (job roles, departments): a company has tens to hundreds of them, so the
// whole catalogue is loaded and filtered, sorted and sliced here.

export interface Sortable {
  code: number;
  name: string;
  nameNormalized?: string;
}

export interface PageRequest<K extends string> {
  page: number;
  limit: number;
  order: 'asc' | 'desc';
  orderBy: K;
  text: string;
}

const collator = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });

/** Matches the accent- and case-free name, or the code. */
export function matchesText(item: Sortable, text: string): boolean {
  const query = normalizeText(text);
  if (!query) return true;
  return (item.nameNormalized ?? normalizeText(item.name)).includes(query) || String(item.code).includes(query);
}

/** Orders by the field (names with pt-BR collation), ties by code ascending, so pages never shuffle. */
export function sortItems<T extends Sortable, K extends keyof T & string>(items: T[], orderBy: K, order: 'asc' | 'desc'): T[] {
  const direction = order === 'desc' ? -1 : 1;
  return [...items].sort((a, b) => {
    const x = a[orderBy];
    const y = b[orderBy];
    const byField =
      typeof x === 'string' && typeof y === 'string' ? collator.compare(x, y) : Number(x) - Number(y);
    return byField * direction || a.code - b.code;
  });
}

function slicePage<T>(items: T[], page: number, limit: number): Page<T> {
  return { docs: items.slice((page - 1) * limit, page * limit), total: items.length };
}

/** Filter, sort and slice in one go (for fields already on the items). */
export function paginateItems<T extends Sortable, K extends keyof T & string>(items: T[], request: PageRequest<K>): Page<T> {
  const matching = items.filter((item) => matchesText(item, request.text));
  return slicePage(sortItems(matching, request.orderBy, request.order), request.page, request.limit);
}
