import * as z from 'zod/mini';
import type { PersonHistoryEntry } from './history';

// GET /api/users/history/{userId}?limit&cursor: the person's history, newest first, a page at a time.

export const HISTORY_PAGE_SIZE = 20;
export const HISTORY_PAGE_MAX = 100;

export const personHistoryQuerySchema = z.object({
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(HISTORY_PAGE_MAX)), HISTORY_PAGE_SIZE),
  /** The `cursor` of the previous page; absent for the first. */
  cursor: z.optional(z.string().check(z.minLength(1), z.maxLength(2000))),
});

export interface PersonHistoryPage {
  docs: PersonHistoryEntry[];
  /** Where the next page starts; null on the last page. */
  cursor: string | null;
}

/** What the history shows instead of a document number, a dependent's data or health data (LGPD: kept out of the log of changes). */
export const HISTORY_HIDDEN_VALUE = 'valor protegido';
