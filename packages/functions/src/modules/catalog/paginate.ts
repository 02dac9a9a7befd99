import type { Page } from '@colabora/core/paging';
import { normalizeText } from '@colabora/core/text';

// Paging for company catalogues: a company has tens to hundreds of items, so the whole catalogue is loaded
// and filtered, sorted and sliced here.

export interface Sortable {
  id?: string;
  code?: number;
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

/** How a catalogue orders its items when a column is not simply one of their fields, and breaks ties. */
export interface Ordering<T> {
  /** The value sorted by for `orderBy` (default: the item's field of that name). */
  value(item: T, orderBy: string): unknown;
  /** Between items of equal value, so pages never shuffle (default: code, then name, then id). */
  tie(a: T, b: T): number;
}

const collator = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });

/** Names with pt-BR collation, numbers as numbers; an absent value sorts first. */
export function compareValues(x: unknown, y: unknown): number {
  if (x === y) return 0;
  if (x === undefined || x === null) return -1;
  if (y === undefined || y === null) return 1;
  return typeof x === 'string' && typeof y === 'string' ? collator.compare(x, y) : Number(x) - Number(y);
}

export function byCodeThenName(a: Sortable, b: Sortable): number {
  return compareValues(a.code, b.code) || collator.compare(a.name, b.name) || compareValues(a.id, b.id);
}

const DEFAULT_ORDERING: Ordering<Sortable> = {
  value: (item, orderBy): unknown => Reflect.get(item, orderBy),
  tie: byCodeThenName,
};

/** Matches the accent- and case-free name, or the code of a coded catalogue. */
export function matchesText(item: Sortable, text: string): boolean {
  const query = normalizeText(text);
  if (!query) return true;
  const name = item.nameNormalized ?? normalizeText(item.name);
  return name.includes(query) || (item.code !== undefined && String(item.code).includes(query));
}

/** Orders by the field (names with pt-BR collation), ties by code ascending, so pages never shuffle. */
export function sortItems<T extends Sortable, K extends keyof T & string>(
  items: T[],
  orderBy: K,
  order: 'asc' | 'desc',
  ordering: Partial<Ordering<T>> = {},
): T[] {
  const { value, tie }: Ordering<T> = { ...DEFAULT_ORDERING, ...ordering };
  const direction = order === 'desc' ? -1 : 1;
  return [...items].sort((a, b) => compareValues(value(a, orderBy), value(b, orderBy)) * direction || tie(a, b));
}

function slicePage<T>(items: T[], page: number, limit: number): Page<T> {
  return { docs: items.slice((page - 1) * limit, page * limit), total: items.length };
}

/** Filter by the search text, sort and slice in one go. */
export function paginateItems<T extends Sortable, K extends keyof T & string>(
  items: T[],
  request: PageRequest<K>,
  ordering: Partial<Ordering<T>> = {},
): Page<T> {
  const matching = items.filter((item) => matchesText(item, request.text));
  return slicePage(sortItems(matching, request.orderBy, request.order, ordering), request.page, request.limit);
}
