import type { ApiErrorCode } from '@colabora/core/api-errors';

// Notifications declared by each query and mutation, shown by the query client's caches.
export interface QueryNoticeMeta extends Record<string, unknown> {
  /** Shown when the fetch fails. */
  errorMessage?: string;
  /** The query's data is an object URL (lib/file-link.ts): released when the cache drops the query. */
  objectUrl?: true;
}

export interface MutationNoticeMeta extends Record<string, unknown> {
  successMessage?: string;
  errorMessage?: string;
  /**
   * Spec 002 §8: some failures prefer the server's message over the fallback. Default true. When false, the
   * fallback is shown unless the refusal carries a code (core api-errors.ts): its message is then a reason the
   * person must read, e.g. that the step was already approved.
   */
  preferServerMessage?: boolean;
  /** Refusals the screen answers itself (e.g. a confirmation it then asks for): no notice for them. */
  handledCodes?: readonly ApiErrorCode[];
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: QueryNoticeMeta;
    mutationMeta: MutationNoticeMeta;
  }
}
