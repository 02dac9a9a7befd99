import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { REQUEST_REASON_LABEL, REQUEST_REASONS, REQUEST_STATUS_LABEL, REQUEST_STATUSES } from '@colabora/core/timeclock/reasons';
import { REQUEST_LABEL, REQUEST_MSG } from '@colabora/core/timeclock/request-messages';
import type { PointSolicitation } from '@colabora/core/timeclock/request-schema';
import type { TableQuery } from '@/components/data-table/use-table-state';
import { useDialogState } from '@/components/dialogs/use-dialog-state';
import { FilterSelect } from '@/components/filter-select';
import { ListScreen } from '@/components/list-screen/list-screen';
import { useListScreen } from '@/components/list-screen/use-list-screen';
import { RequestDetailsDialog } from '@/domain/timeclock/components/requests/request-details-dialog';
import { listMyRequestsQueryOptions } from '@/features/employee/api/list-my-requests';
import type { MyRequestsFilters, MyRequestsOrderBy } from '@/features/employee/api/my-requests-keys';
import { AskDialog } from './ask-dialog';
import { MY_REQUESTS_COLUMNS } from './my-requests-columns';

const NO_FILTERS: MyRequestsFilters = { reason: '', status: '' };
const REASON_OPTIONS = REQUEST_REASONS.map((reason) => ({ value: reason, label: REQUEST_REASON_LABEL[reason] }));
const STATUS_OPTIONS = REQUEST_STATUSES.map((status) => ({ value: status, label: REQUEST_STATUS_LABEL[status] }));

/**
 * Meu ponto's SOLICITAÇÕES (002 §2.2): SOLICITAR, the reason and status filters, and the person's requests newest
 * first, 5 a page by default; a row opens the read-only 'SOLICITAÇÃO'.
 */
export function MyRequestsTab() {
  const screen = useListScreen({
    orderBy: 'createdAt',
    order: 'desc',
    filters: NO_FILTERS,
    query: (query: TableQuery<MyRequestsOrderBy>, filters: MyRequestsFilters) => listMyRequestsQueryOptions(query, filters),
  });
  const { table } = screen;
  const asking = useDialogState(null);
  const details = useDialogState<PointSolicitation | null>(null);
  return (
    <Stack spacing={2}>
      <ListScreen
        screen={screen}
        toolbar={
          <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Button variant="contained" onClick={() => asking.show(null)}>
              {REQUEST_LABEL.ask}
            </Button>
            <FilterSelect
              label={REQUEST_LABEL.reason}
              value={table.filters.reason}
              options={REASON_OPTIONS}
              allLabel={REQUEST_LABEL.allReasons}
              onChange={(value) => table.setFilter('reason', value as MyRequestsFilters['reason'])}
            />
            <FilterSelect
              label={REQUEST_LABEL.status}
              value={table.filters.status}
              options={STATUS_OPTIONS}
              allLabel={REQUEST_LABEL.allStatuses}
              onChange={(value) => table.setFilter('status', value as MyRequestsFilters['status'])}
            />
          </Stack>
        }
        title={REQUEST_LABEL.myTableTitle}
        columns={MY_REQUESTS_COLUMNS}
        onRowClick={details.show}
        failedText={REQUEST_MSG.listFailed}
        emptyText={REQUEST_MSG.emptyMine}
      />
      {asking.open && <AskDialog open onClose={asking.close} />}
      <RequestDetailsDialog open={details.open} request={details.value} onClose={details.close} />
    </Stack>
  );
}
