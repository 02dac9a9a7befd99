import Chip from '@mui/material/Chip';
import { REQUEST_REASON_LABEL, REQUEST_STATUS_LABEL, type RequestStatus } from '@colabora/core/timeclock/reasons';
import { REQUEST_LABEL } from '@colabora/core/timeclock/request-messages';
import type { PointSolicitation } from '@colabora/core/timeclock/request-schema';
import type { DataTableColumn } from '@/components/data-table/data-table-column';
import { formatDate } from '@/lib/format-date';
import type { MyRequestsOrderBy } from '@/features/employee/api/my-requests-keys';

const STATUS_COLOR: Record<RequestStatus, 'default' | 'success' | 'error'> = {
  IN_ANALYSIS: 'default',
  APPROVED: 'success',
  DISAPPROVED: 'error',
};

/** The employee's requests (002 §2.2): when asked, the reason, the day it is about and the status. */
export const MY_REQUESTS_COLUMNS: DataTableColumn<PointSolicitation, MyRequestsOrderBy>[] = [
  { key: 'createdAt', label: REQUEST_LABEL.requestDate, sortKey: 'createdAt', render: (row) => formatDate(row.createdAt) },
  { key: 'reason', label: REQUEST_LABEL.reason, render: (row) => REQUEST_REASON_LABEL[row.reason] },
  { key: 'day', label: REQUEST_LABEL.day, sortKey: 'day', render: (row) => formatDate(row.day) },
  {
    key: 'status',
    label: REQUEST_LABEL.status,
    render: (row) => <Chip size="small" variant="outlined" color={STATUS_COLOR[row.status]} label={REQUEST_STATUS_LABEL[row.status]} />,
  },
];
