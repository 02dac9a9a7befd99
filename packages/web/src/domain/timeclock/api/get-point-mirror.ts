import { queryOptions } from '@tanstack/react-query';
import { MIRROR_MSG } from '@colabora/core/timeclock/mirror';
import { apiRequest } from '@/lib/api-client';
import { timeclockKeys } from './timeclock-keys';

/** Whose mirror: the caller's own (the employee's ESPELHO DE PONTO) or a person's, read by HR. */
export type MirrorSource = { kind: 'own' } | { kind: 'person'; userId: string };

/**
 * GET /api/point-registers/point-mirror (own) or …/point-mirror/{userId} (HR), with the filter's query
 * (002 §7.1, §7.2): the header, the rows and the period's worked minutes.
 */
export function getPointMirror(source: MirrorSource, query: Record<string, string>, signal?: AbortSignal) {
  return source.kind === 'own'
    ? apiRequest('getMyPointMirror', { query, signal })
    : apiRequest('getPointMirror', { params: { userId: source.userId }, query, signal });
}

export function pointMirrorQueryOptions(source: MirrorSource, query: Record<string, string>) {
  return queryOptions({
    queryKey: timeclockKeys.mirror(source.kind === 'own' ? 'own' : source.userId, query),
    queryFn: ({ signal }) => getPointMirror(source, query, signal),
    meta: { errorMessage: MIRROR_MSG.fetchFailed },
  });
}
