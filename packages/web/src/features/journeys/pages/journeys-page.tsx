import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { appPath } from '@colabora/core/navigation/app-routes';
import type { JourneyOrderBy } from '@colabora/core/workday/api';
import { WORKDAY_MSG } from '@colabora/core/workday/messages';
import type { JourneyListItem } from '@colabora/core/workday/schema';
import { Link } from 'react-router';
import { DataTable } from '@/components/data-table/data-table';
import { pagedTableProps } from '@/components/data-table/paged-table-props';
import { useRowSelection } from '@/components/data-table/row-selection';
import { useTableState } from '@/components/data-table/use-table-state';
import { useDialogState } from '@/components/dialogs/use-dialog-state';
import { PageHeader } from '@/components/layout/page-header';
import { SingleTab } from '@/components/resource-page/single-tab';
import { useSessionUser } from '@/lib/use-session';
import type { JourneyFilters } from '../api/journey-keys';
import { paginateJourneysQueryOptions } from '../api/paginate-journeys';
import { JourneyBulkActions } from '../components/list/journey-bulk-actions';
import { INACTIVE_CELL_CLASS, journeyColumns } from '../components/list/journey-columns';
import { JourneysToolbar } from '../components/list/journeys-toolbar';
import { RemoveJourneyDialog } from '../components/list/remove-journey-dialog';
import { RemoveJourneysDialog } from '../components/list/remove-journeys-dialog';
import { JOURNEY_TEXT } from '../journey-labels';

const NO_FILTER: JourneyFilters = { scaleFilter: '', pointTypeFilter: '', holidayFilter: '', statusFilter: '' };

/** An inactive journey's row is shaded (its cells are also italic): grey.100 keeps every text above 4.5:1. */
const SHADED_INACTIVE_ROWS = { [`& tbody tr:has(.${INACTIVE_CELL_CLASS})`]: { bgcolor: 'grey.100' } };

/** /home/journey (spec 002 §2.9). */
export function JourneysPage() {
  const companyId = useSessionUser().company._id;
  const table = useTableState<JourneyOrderBy, JourneyFilters>('name', NO_FILTER);
  const list = useQuery({
    ...paginateJourneysQueryOptions(companyId, table.query, table.filters),
    placeholderData: keepPreviousData,
  });
  const selection = useRowSelection(JSON.stringify([table.query, table.filters]));
  const removal = useDialogState<JourneyListItem | null>(null);
  const bulkRemoval = useDialogState<string[]>([]);

  const rows = list.data?.docs ?? [];
  const selected = selection.idsIn(rows);

  return (
    <>
      <PageHeader
        title={JOURNEY_TEXT.listTitle}
        actions={
          <Button component={Link} to={appPath('newJourney')} variant="contained" startIcon={<Add />}>
            {JOURNEY_TEXT.add}
          </Button>
        }
      />
      <SingleTab label={JOURNEY_TEXT.listTab}>
        <JourneysToolbar
          search={table.search}
          onSearch={table.setSearch}
          filters={table.filters}
          onFilter={(key, value) => table.setFilter(key, value)}
        />
        <Box sx={SHADED_INACTIVE_ROWS}>
          <DataTable
            title={JOURNEY_TEXT.tableTitle}
            columns={journeyColumns(removal.show)}
            {...pagedTableProps(table, list)}
            rowKey={(row) => row._id}
            failedText={WORKDAY_MSG.listFailed}
            emptyText={WORKDAY_MSG.empty}
            selection={{
              selected: selection.selected,
              onChange: selection.setSelected,
              rowLabel: (row) => JOURNEY_TEXT.select(row.name),
            }}
            actions={
              <JourneyBulkActions
                selected={selected}
                onDone={selection.clear}
                onRemove={bulkRemoval.show}
              />
            }
          />
        </Box>
      </SingleTab>
      <RemoveJourneyDialog
        open={removal.open}
        journey={removal.value}
        onRemoved={() => table.afterRemoving(1, rows.length)}
        onClose={removal.close}
      />
      <RemoveJourneysDialog
        open={bulkRemoval.open}
        selectedJourneys={bulkRemoval.value}
        onRemoved={() => {
          selection.clear();
          table.afterRemoving(bulkRemoval.value.length, rows.length);
        }}
        onClose={bulkRemoval.close}
      />
    </>
  );
}
