import Link from '@mui/material/Link';
import { STATUS_ACTIVE_LABEL } from '@colabora/core/enums';
import { appPath } from '@colabora/core/navigation/app-routes';
import type { ActiveListItem, ActiveOrderBy } from '@colabora/core/people/active-list';
import { Link as RouterLink } from 'react-router';
import type { DataTableColumn } from '@/components/data-table/data-table-column';
import { viewColumn } from '@/components/data-table/view-column';
import { TruncatedText } from '@/components/truncated-text';
import { formatDate } from '@/lib/format-date';
import { formatPhone } from '@/lib/masks';
import { ACTIVE_LIST_MSG } from '../active-staff-messages';

const detailPath = (row: ActiveListItem) => appPath('activeDetail', { userId: row._id });

/** The 8 columns of 000 §2.5: Nome, Cargo, Departamento, Celular, Status, Iniciado em, Finaliza em, Ação. */
export function activeColumns(): DataTableColumn<ActiveListItem, ActiveOrderBy>[] {
  return [
    {
      key: 'fullName',
      label: 'Nome',
      sortKey: 'fullName',
      // Name, role and department shrink so the eight columns fit a 1280 px laptop beside the menu.
      shrink: true,
      width: '22%',
      render: (row) => (
        <Link component={RouterLink} to={detailPath(row)} underline="hover" color="inherit">
          <TruncatedText text={row.fullName} />
        </Link>
      ),
    },
    {
      key: 'jobRole',
      label: 'Cargo',
      sortKey: 'jobRoleName',
      shrink: true,
      width: '16%',
      render: (row) => <TruncatedText text={row.jobRole?.name ?? ''} />,
    },
    {
      key: 'department',
      label: 'Departamento',
      sortKey: 'departmentName',
      shrink: true,
      width: '16%',
      render: (row) => <TruncatedText text={row.department?.name ?? ''} />,
    },
    { key: 'phone', label: 'Celular', sortKey: 'phone', render: (row) => formatPhone(row.phone) },
    {
      key: 'statusActive',
      label: 'Status',
      sortKey: 'statusActive',
      render: (row) => (row.statusActive ? STATUS_ACTIVE_LABEL[row.statusActive] : ''),
    },
    { key: 'startDate', label: 'Iniciado em', sortKey: 'startDate', render: (row) => formatDate(row.startDate) ?? ACTIVE_LIST_MSG.noDate },
    { key: 'endDate', label: 'Finaliza em', sortKey: 'endDate', render: (row) => formatDate(row.endDate) ?? ACTIVE_LIST_MSG.noDate },
    viewColumn(detailPath),
  ];
}
