import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { BANK_COLUMN, BANK_MSG } from '@colabora/core/timeclock/bank-messages';
import type { HoursBankOrderBy, HoursBankRow } from '@colabora/core/timeclock/hours-bank';
import { RECORDS_MSG } from '@colabora/core/timeclock/records';
import type { DataTableColumn } from '@/components/data-table/data-table-column';
import { SignedMinutes } from '@/components/signed-minutes';
import { TruncatedText } from '@/components/truncated-text';
import { cltFigureColumns } from '../clt-figure-columns';

type MinutesKey = Exclude<HoursBankOrderBy, 'fullName'>;

const minutesColumn = (key: MinutesKey): DataTableColumn<HoursBankRow, HoursBankOrderBy> => ({
  key,
  label: BANK_COLUMN[key],
  sortKey: key,
  align: 'right',
  render: (row) => <SignedMinutes minutes={row[key]} />,
});

/**
 * The columns of BANCO DE HORAS (002 §2.3): every one sorts but the action, which opens the 'BANCO DE HORAS'
 * dialog; minutes HH:MM, negative values highlighted.
 */
export function hoursBankColumns(onOpen: (row: HoursBankRow) => void): DataTableColumn<HoursBankRow, HoursBankOrderBy>[] {
  return [
    { key: 'fullName', label: BANK_COLUMN.fullName, sortKey: 'fullName', shrink: true, width: '30%', render: (row) => <TruncatedText text={row.fullName} /> },
    minutesColumn('minutesWorkedByPeriod'),
    minutesColumn('plannedMinutesByPeriod'),
    ...cltFigureColumns<HoursBankRow, HoursBankOrderBy>(),
    minutesColumn('compTimeMinutesOnPeriod'),
    minutesColumn('allTimeCompTime'),
    {
      key: 'actions',
      label: RECORDS_MSG.actionColumn,
      align: 'center',
      width: 72,
      render: (row) => (
        <Tooltip title={BANK_MSG.openDialog(row.fullName)}>
          <IconButton size="small" onClick={() => onOpen(row)} aria-label={BANK_MSG.openDialog(row.fullName)}>
            <AccountBalanceWalletOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      ),
    },
  ];
}
