import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { appPath } from '@colabora/core/navigation/app-routes';
import type { JourneyOrderBy } from '@colabora/core/workday/api';
import { WORKDAY_MSG } from '@colabora/core/workday/messages';
import type { JourneyListItem } from '@colabora/core/workday/schema';
import { Link } from 'react-router';
import type { TableQuery } from '@/components/data-table/use-table-state';
import { useDialogState } from '@/components/dialogs/use-dialog-state';
import { PageHeader } from '@/components/layout/page-header';
import { ListScreen } from '@/components/list-screen/list-screen';
import { useListScreen } from '@/components/list-screen/use-list-screen';
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
  const screen = useListScreen({
    orderBy: 'name',
    filters: NO_FILTER,
    query: (query: TableQuery<JourneyOrderBy>, filters: JourneyFilters) => paginateJourneysQueryOptions(companyId, query, filters),
  });
  const { table, selection, selected } = screen;
  const removal = useDialogState<JourneyListItem | null>(null);
  const bulkRemoval = useDialogState<string[]>([]);

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
        <Box sx={SHADED_INACTIVE_ROWS}>
          <ListScreen
            screen={screen}
            toolbar={
              <JourneysToolbar
                search={table.search}
                onSearch={table.setSearch}
                filters={table.filters}
                onFilter={(key, value) => table.setFilter(key, value)}
              />
            }
            title={JOURNEY_TEXT.tableTitle}
            columns={journeyColumns(removal.show)}
            failedText={WORKDAY_MSG.listFailed}
            emptyText={WORKDAY_MSG.empty}
            selectLabel={(row) => JOURNEY_TEXT.select(row.name)}
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
        onRemoved={() => screen.afterRemoving(1)}
        onClose={removal.close}
      />
      <RemoveJourneysDialog
        open={bulkRemoval.open}
        selectedJourneys={bulkRemoval.value}
        onRemoved={() => {
          selection.clear();
          screen.afterRemoving(bulkRemoval.value.length);
        }}
        onClose={bulkRemoval.close}
      />
    </>
  );
}
