import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { Link as RouterLink } from 'react-router';
import type { DataTableColumn } from './data-table-column';

/** The 'Ação' column of people lists: an eye that opens the person's page, named for screen readers. */
export function viewColumn<Row extends { fullName: string }>(to: (row: Row) => string): DataTableColumn<Row, never> {
  return {
    key: 'actions',
    label: 'Ação',
    align: 'center',
    width: 72,
    render: (row) => (
      <Tooltip title="Visualizar">
        <IconButton size="small" component={RouterLink} to={to(row)} aria-label={`Visualizar ${row.fullName}`}>
          <VisibilityOutlined fontSize="small" />
        </IconButton>
      </Tooltip>
    ),
  };
}
