// Notifications declared by each query and mutation, shown by the query client's caches.
export interface QueryNoticeMeta extends Record<string, unknown> {
  /** Shown when the fetch fails. */
  errorMessage?: string;
}

export interface MutationNoticeMeta extends Record<string, unknown> {
  successMessage?: string;
  errorMessage?: string;
  /** Spec 002 §8: some failures prefer the server's message over the fallback. Default true. */
  preferServerMessage?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: QueryNoticeMeta;
    mutationMeta: MutationNoticeMeta;
  }
}
