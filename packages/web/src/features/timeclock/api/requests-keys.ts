import type { InAnalysisReasonFilter } from '@colabora/core/timeclock/reasons';
import type { TableQuery } from '@/components/data-table/use-table-state';

export type InAnalysisOrderBy = 'createdAt' | 'fullName';

/** SOLICITAÇÕES' reason select, '' while it does not filter. */
export interface InAnalysisFilters extends Record<string, string> {
  reason: InAnalysisReasonFilter | '';
}

/** Query keys of SOLICITAÇÕES: under Registro de pontos' own, so an analysis reloads the whole page's lists. */
export const requestsKeys = {
  /** Every list and count of Registro de pontos: an approval changes days, alerts and banks. */
  page: ['record-points'] as const,
  all: ['record-points', 'requests'] as const,
  inAnalysisAll: ['record-points', 'requests', 'in-analysis'] as const,
  notificationsAll: ['record-points', 'requests', 'notifications'] as const,
  inAnalysis: (companyId: string, query: TableQuery<InAnalysisOrderBy>, filters: InAnalysisFilters) =>
    [...requestsKeys.inAnalysisAll, companyId, query, filters] as const,
  notifications: (companyId: string) => [...requestsKeys.notificationsAll, companyId] as const,
};
