import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { IN_ANALYSIS_REASON_FILTER_LABEL, IN_ANALYSIS_REASON_FILTERS, REQUEST_REASON_LABEL } from '@colabora/core/timeclock/reasons';
import { REQUEST_LABEL, REQUEST_MSG } from '@colabora/core/timeclock/request-messages';
import type { PointSolicitation } from '@colabora/core/timeclock/request-schema';
import type { DataTableColumn } from '@/components/data-table/data-table-column';
import type { TableQuery } from '@/components/data-table/use-table-state';
import { useDialogState } from '@/components/dialogs/use-dialog-state';
import { FilterSelect } from '@/components/filter-select';
import { ListScreen } from '@/components/list-screen/list-screen';
import { useListScreen } from '@/components/list-screen/use-list-screen';
import { SearchField } from '@/components/search-field';
import { TruncatedText } from '@/components/truncated-text';
import { useSessionUser } from '@/lib/use-session';
import { listRequestsInAnalysisQueryOptions } from '../../api/list-requests-in-analysis';
import { useMarkRequestViewed } from '../../api/mark-request-viewed';
import type { InAnalysisFilters, InAnalysisOrderBy } from '../../api/requests-keys';
import { AnalysisDialog } from './analysis-dialog';

const NO_FILTERS: InAnalysisFilters = { reason: '' };
const REASON_OPTIONS = IN_ANALYSIS_REASON_FILTERS.map((reason) => ({ value: reason, label: IN_ANALYSIS_REASON_FILTER_LABEL[reason] }));

function columns(open: (row: PointSolicitation) => void): DataTableColumn<PointSolicitation, InAnalysisOrderBy>[] {
  return [
    { key: 'name', label: REQUEST_LABEL.name, sortKey: 'fullName', width: '60%', shrink: true, render: (row) => <TruncatedText text={row.user.fullName} /> },
    { key: 'reason', label: REQUEST_LABEL.reason, render: (row) => REQUEST_REASON_LABEL[row.reason] },
    {
      key: 'action',
      label: '',
      align: 'right',
      render: (row) => (
        <IconButton aria-label={`${REQUEST_LABEL.open}: ${row.user.fullName}`} onClick={() => open(row)}>
          <VisibilityOutlined fontSize="small" />
        </IconButton>
      ),
    },
  ];
}

/**
 * Registro de pontos' SOLICITAÇÕES (002 §2.3, §4.1): the company's requests in analysis, newest first, searched by
 * name and filtered by reason; opening one not yet viewed marks it (the badge drops by one), and a failure to mark
 * it says 'Não foi possível atualizar as notificações' and closes the dialog.
 */
export function RequestsInAnalysisTab() {
  const companyId = useSessionUser().company._id;
  const screen = useListScreen({
    orderBy: 'createdAt',
    order: 'desc',
    filters: NO_FILTERS,
    query: (query: TableQuery<InAnalysisOrderBy>, filters: InAnalysisFilters) => listRequestsInAnalysisQueryOptions(companyId, query, filters),
  });
  const { table } = screen;
  const details = useDialogState<PointSolicitation | null>(null);
  const markViewed = useMarkRequestViewed();

  function open(row: PointSolicitation) {
    details.show(row);
    if (!row.viewed) markViewed.mutate(row._id, { onError: details.close });
  }

  return (
    <Stack spacing={2}>
      <ListScreen
        screen={screen}
        toolbar={
          <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <SearchField label={REQUEST_LABEL.search} value={table.search} onChange={table.setSearch} />
            <FilterSelect
              label={REQUEST_LABEL.reason}
              value={table.filters.reason}
              options={REASON_OPTIONS}
              allLabel={REQUEST_LABEL.reason}
              onChange={(value) => table.setFilter('reason', value as InAnalysisFilters['reason'])}
            />
          </Stack>
        }
        title={REQUEST_LABEL.inAnalysisTableTitle}
        columns={columns(open)}
        failedText={REQUEST_MSG.inAnalysisListFailed}
        emptyText={REQUEST_MSG.emptyInAnalysis}
      />
      <AnalysisDialog open={details.open} request={details.value} onClose={details.close} />
    </Stack>
  );
}
