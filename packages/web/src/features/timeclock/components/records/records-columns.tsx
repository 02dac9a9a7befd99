import EventNoteOutlined from '@mui/icons-material/EventNoteOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { appPath } from '@colabora/core/navigation/app-routes';
import { formatMinutes } from '@colabora/core/timeclock/hhmm';
import { RECORDS_COLUMN_LABEL, RECORDS_MSG, type PointRecord, type RecordsOrderBy } from '@colabora/core/timeclock/records';
import { cltFigureColumns } from '../clt-figure-columns';
import { Link as RouterLink } from 'react-router';
import type { DataTableColumn } from '@/components/data-table/data-table-column';
import { TruncatedText } from '@/components/truncated-text';

/** Alertas above 0 stand out: bold, in the theme's warning colour (AA on paper). */
function AlertsCell({ alerts }: { alerts: number }) {
  if (alerts === 0) return <>0</>;
  return (
    <Box component="strong" sx={{ color: 'warning.main' }}>
      {alerts}
    </Box>
  );
}

/** The 'Colaboradores' columns of 002 §2.3: every one sorts but the action, which opens the point mirror. */
export function recordsColumns(): DataTableColumn<PointRecord, RecordsOrderBy>[] {
  const label = RECORDS_COLUMN_LABEL;
  return [
    { key: 'fullName', label: label.fullName, sortKey: 'fullName', shrink: true, width: '26%', render: (row) => <TruncatedText text={row.fullName} /> },
    { key: 'workday', label: label.workday, sortKey: 'workday', shrink: true, width: '18%', render: (row) => <TruncatedText text={row.workday} /> },
    { key: 'workedDays', label: label.workedDays, sortKey: 'workedDays', align: 'right', render: (row) => row.workedDays },
    { key: 'faults', label: label.faults, sortKey: 'faults', align: 'right', render: (row) => row.faults },
    {
      key: 'plannedMinutesByPeriod',
      label: label.plannedMinutesByPeriod,
      sortKey: 'plannedMinutesByPeriod',
      align: 'right',
      render: (row) => formatMinutes(row.plannedMinutesByPeriod),
    },
    {
      key: 'minutesWorkedByPeriod',
      label: label.minutesWorkedByPeriod,
      sortKey: 'minutesWorkedByPeriod',
      align: 'right',
      render: (row) => formatMinutes(row.minutesWorkedByPeriod),
    },
    ...cltFigureColumns<PointRecord, RecordsOrderBy>(),
    { key: 'alerts', label: label.alerts, sortKey: 'alerts', align: 'right', render: (row) => <AlertsCell alerts={row.alerts} /> },
    {
      key: 'actions',
      label: RECORDS_MSG.actionColumn,
      align: 'center',
      width: 72,
      render: (row) => (
        <Tooltip title={RECORDS_MSG.openMirror(row.fullName)}>
          <IconButton
            size="small"
            component={RouterLink}
            to={appPath('pointMirror', { userId: row._id })}
            aria-label={RECORDS_MSG.openMirror(row.fullName)}
          >
            <EventNoteOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      ),
    },
  ];
}
