import { DISMISSAL_FILTER_LABEL, type DismissalOrderBy } from '@colabora/core/dismissal/list';
import { DISMISSAL_MSG } from '@colabora/core/dismissal/messages';
import { DISMISSAL_STATUSES, DISMISSAL_STATUS_LABEL } from '@colabora/core/dismissal/status';
import { useNavigate } from 'react-router';
import type { TableQuery } from '@/components/data-table/use-table-state';
import { PageHeader } from '@/components/layout/page-header';
import { ListScreen } from '@/components/list-screen/list-screen';
import { useListScreen } from '@/components/list-screen/use-list-screen';
import { ResourceToolbar, type ResourceFilter } from '@/components/resource-page/resource-toolbar';
import { SingleTab } from '@/components/resource-page/single-tab';
import { useHiringOptions } from '@/domain/hiring/api/hiring-options';
import { useSessionUser } from '@/lib/use-session';
import type { DismissalFilter, DismissalFilters } from '../api/dismissal-keys';
import { listDismissalsQueryOptions } from '../api/list-dismissals';
import { dismissalColumns, dismissalDetailPath } from '../components/list/dismissal-columns';
import { DISMISSAL_PAGE_TEXT } from '../dismissal-texts';

const NO_FILTER: DismissalFilters = { jobRole: '', department: '', statusDismissal: '' };
const STATUS_OPTIONS = DISMISSAL_STATUSES.map((status) => ({ value: status, label: DISMISSAL_STATUS_LABEL[status] }));
const toOptions = (items: readonly { _id: string; name: string }[] = []) => items.map((item) => ({ value: item._id, label: item.name }));

/** /home/dismissal (002 §2.6): 'Demissão', tab COLABORADORES, search, three filters and the table; a row opens the detail. */
export function DismissalListPage() {
  const companyId = useSessionUser().company._id;
  const navigate = useNavigate();
  const options = useHiringOptions();
  const screen = useListScreen({
    orderBy: 'fullName',
    filters: NO_FILTER,
    query: (query: TableQuery<DismissalOrderBy>, filters: DismissalFilters) => listDismissalsQueryOptions(companyId, query, filters),
  });
  const { table } = screen;
  const filters: ResourceFilter<DismissalFilter>[] = [
    { key: 'jobRole', label: DISMISSAL_FILTER_LABEL.jobRole, options: toOptions(options.data?.jobRoles) },
    { key: 'department', label: DISMISSAL_FILTER_LABEL.department, options: toOptions(options.data?.departments) },
    { key: 'statusDismissal', label: DISMISSAL_FILTER_LABEL.statusDismissal, options: STATUS_OPTIONS },
  ];
  return (
    <>
      <PageHeader title={DISMISSAL_PAGE_TEXT.title} />
      <SingleTab label={DISMISSAL_PAGE_TEXT.tab}>
        <ListScreen
          screen={screen}
          toolbar={
            <ResourceToolbar
              searchLabel={DISMISSAL_PAGE_TEXT.search}
              search={table.search}
              onSearch={table.setSearch}
              filters={filters}
              values={table.filters}
              onFilter={table.setFilter}
            />
          }
          title={DISMISSAL_MSG.listTitle}
          columns={dismissalColumns()}
          failedText={DISMISSAL_MSG.listFailed}
          emptyText={DISMISSAL_MSG.empty}
          onRowClick={(row) => void navigate(dismissalDetailPath(row))}
        />
      </SingleTab>
    </>
  );
}
