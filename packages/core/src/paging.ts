import * as z from 'zod';

// Spec 000 §9 / 001 §9: page sizes 5, 10, 25; default 5; pages are 1-based.
export const PAGE_SIZES = [5, 10, 25] as const;
export const DEFAULT_PAGE_SIZE = 5;
export const SEARCH_DEBOUNCE_MS = 500;

export function paginateQuery<const T extends readonly [string, ...string[]]>(orderBy: T, defaultOrderBy: T[number]) {
  return z.object({
    page: z.coerce.number().int().min(1).default(1),
    limit: z.coerce
      .number()
      .int()
      .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), 'Tamanho de página inválido')
      .default(DEFAULT_PAGE_SIZE),
    order: z.enum(['asc', 'desc']).default('asc'),
    orderBy: z.enum(orderBy).default(defaultOrderBy as never),
    text: z.string().trim().max(100).default(''),
  });
}

export interface Page<T> {
  docs: T[];
  total: number;
}
