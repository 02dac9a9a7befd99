import * as z from 'zod/mini';

// Spec 000 §9 / 001 §9: page sizes 5, 10, 25; default 5; pages are 1-based.
export const PAGE_SIZES = [5, 10, 25] as const;
export const DEFAULT_PAGE_SIZE = 5;
/**
 * The most rows one bulk action takes (EXCLUIR SELECIONADOS, ATIVAR / DESATIVAR SELECIONADOS): the rows ticked
 * on one page. The server writes a selection in one DynamoDB transaction (100 writes at most), which holds it
 * even at two writes a row (the item and its name marker).
 */
export const MAX_SELECTED = Math.max(...PAGE_SIZES);
export const SEARCH_DEBOUNCE_MS = 500;

export function paginateQuery<const T extends readonly [string, ...string[]]>(orderBy: T, defaultOrderBy: T[number]) {
  return z.object({
    page: z._default(z.coerce.number().check(z.int(), z.minimum(1)), 1),
    limit: z._default(
      z.coerce
        .number()
        .check(z.refine((n) => (PAGE_SIZES as readonly number[]).includes(n), 'Tamanho de página inválido')),
      DEFAULT_PAGE_SIZE,
    ),
    order: z._default(z.enum(['asc', 'desc']), 'asc'),
    orderBy: z._default(z.enum(orderBy), defaultOrderBy as never),
    text: z._default(z.string().check(z.trim(), z.maxLength(100)), ''),
  });
}

export interface Page<T> {
  docs: T[];
  total: number;
}
