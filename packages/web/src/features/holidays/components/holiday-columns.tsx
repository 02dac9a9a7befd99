import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import {
  HOLIDAY_MODEL_LABEL,
  HOLIDAY_TYPE_LABEL,
  holidayDaysLabel,
  OPTIONAL_LABEL,
  type Holiday,
  type HolidayOrderBy,
} from '@colabora/core/holiday/schema';
import type { DataTableColumn } from '@/components/data-table/data-table-column';
import { TruncatedText } from '@/components/truncated-text';

/** RELAÇÃO DE FERIADOS CADASTRADAS (spec 002 §2.8); the selection and Ação are added by the page. */
export const HOLIDAY_COLUMNS: DataTableColumn<Holiday, HolidayOrderBy>[] = [
  {
    key: 'name',
    label: 'Nome feriado',
    sortKey: 'name',
    shrink: true,
    width: '40%',
    render: (row) => (
      <Stack direction="row" spacing={1} alignItems="center" sx={{ minWidth: 0 }}>
        <TruncatedText text={row.name} />
        {row.optional && <Chip size="small" variant="outlined" label={OPTIONAL_LABEL} />}
      </Stack>
    ),
  },
  { key: 'type', label: 'Tipo', sortKey: 'type', render: (row) => HOLIDAY_TYPE_LABEL[row.type] },
  { key: 'holidayModel', label: 'Modelo', sortKey: 'holidayModel', render: (row) => HOLIDAY_MODEL_LABEL[row.holidayModel] },
  {
    key: 'date',
    label: 'Data ou período',
    sortKey: 'date',
    render: (row) => holidayDaysLabel(row),
  },
];
