import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError, errorCode, errorMessage, fixedOrReasonMessage } from './api-error';
import { notifyError, notifySuccess } from './notify';
import './react-query-meta';

function isExpiredSession(error: unknown): boolean {
  // The client already cleared the session and reloads the page: no notice (spec 000 §8).
  return error instanceof ApiError && error.status === 401;
}

function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

export function createQueryClient(options: { retry?: boolean } = {}): QueryClient {
  const client = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        const message = query.meta?.errorMessage;
        if (message && !isExpiredSession(error)) notifyError(message);
      },
    }),
    mutationCache: new MutationCache({
      onSuccess: (_data, _variables, _context, mutation) => {
        const message = mutation.meta?.successMessage;
        if (message) notifySuccess(message);
      },
      onError: (error, _variables, _context, mutation) => {
        const meta = mutation.meta;
        if (!meta?.errorMessage || isExpiredSession(error)) return;
        const code = errorCode(error);
        if (code !== null && meta.handledCodes?.includes(code)) return;
        notifyError(
          meta.preferServerMessage === false
            ? fixedOrReasonMessage(error, meta.errorMessage)
            : errorMessage(error, meta.errorMessage),
        );
      },
    }),
    defaultOptions: {
      queries: {
        retry: options.retry === false ? false : shouldRetry,
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
      mutations: { retry: false },
    },
  });
  // An object URL keeps its bytes in memory until released: as long as its query is cached, no longer.
  client.getQueryCache().subscribe((event) => {
    const { data } = event.query.state;
    if (event.type === 'removed' && event.query.meta?.objectUrl && typeof data === 'string') URL.revokeObjectURL(data);
  });
  return client;
}
