import Link from '@mui/material/Link';
import { DISMISSAL_COLUMN_LABEL, type DismissalListItem, type DismissalOrderBy } from '@colabora/core/dismissal/list';
import { DISMISSAL_MSG } from '@colabora/core/dismissal/messages';
import { DISMISSAL_STATUS_LABEL } from '@colabora/core/dismissal/status';
import { appPath } from '@colabora/core/navigation/app-routes';
import { Link as RouterLink } from 'react-router';
import type { DataTableColumn } from '@/components/data-table/data-table-column';
import { viewColumn } from '@/components/data-table/view-column';
import { TruncatedText } from '@/components/truncated-text';
import { formatDate } from '@/lib/format-date';

export const dismissalDetailPath = (row: Pick<DismissalListItem, '_id'>) => appPath('dismissalDetail', { userId: row._id });

const dateOrToBeDefined = (day: string | null) => formatDate(day) ?? DISMISSAL_MSG.toBeDefined;

/** The seven columns of 002 §2.6: Nome, Cargo, Departamento, Data de demissão, Status, Data da saída, Ação. */
export function dismissalColumns(): DataTableColumn<DismissalListItem, DismissalOrderBy>[] {
  const label = DISMISSAL_COLUMN_LABEL;
  return [
    {
      key: 'fullName',
      label: label.fullName,
      sortKey: 'fullName',
      shrink: true,
      width: '26%',
      render: (row) => (
        <Link component={RouterLink} to={dismissalDetailPath(row)} underline="hover" color="inherit">
          <TruncatedText text={row.fullName} />
        </Link>
      ),
    },
    { key: 'jobRole', label: label.jobRoleName, sortKey: 'jobRoleName', shrink: true, width: '18%', render: (row) => <TruncatedText text={row.jobRole?.name ?? ''} /> },
    {
      key: 'department',
      label: label.departmentName,
      sortKey: 'departmentName',
      shrink: true,
      width: '18%',
      render: (row) => <TruncatedText text={row.department?.name ?? ''} />,
    },
    { key: 'resignationDate', label: label.resignationDate, sortKey: 'resignationDate', render: (row) => dateOrToBeDefined(row.resignationDate) },
    { key: 'statusDismissal', label: label.statusDismissal, sortKey: 'statusDismissal', render: (row) => DISMISSAL_STATUS_LABEL[row.statusDismissal] },
    { key: 'departureDate', label: label.departureDate, sortKey: 'departureDate', render: (row) => dateOrToBeDefined(row.departureDate) },
    viewColumn<DismissalListItem>(dismissalDetailPath),
  ];
}
