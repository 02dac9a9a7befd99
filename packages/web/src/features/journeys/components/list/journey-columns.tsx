import Box from '@mui/material/Box';
import type { JourneyOrderBy } from '@colabora/core/workday/api';
import { SCALE_TYPE_LABEL } from '@colabora/core/workday/options';
import type { JourneyListItem } from '@colabora/core/workday/schema';
import type { ReactNode } from 'react';
import type { DataTableColumn } from '@/components/data-table/data-table-column';
import { TruncatedText } from '@/components/truncated-text';
import { HOLIDAYS_TEXT, STATUS_TEXT } from '../../journey-labels';
import { JourneyRowActions } from './journey-row-actions';

/** Marks the cells of an inactive journey; the table's wrapper shades their row (journeys-table.tsx). */
export const INACTIVE_CELL_CLASS = 'journey-inactive';

/**
 * An inactive journey's row is dimmed (spec 002 §2.9) by italics and a shaded row, never by a lighter
 * text colour: its text keeps the contrast of any other (WCAG AA).
 */
function Dimmed({ inactive, children }: { inactive: boolean; children: ReactNode }) {
  if (!inactive) return children;
  return (
    <Box component="span" className={INACTIVE_CELL_CLASS} sx={{ fontStyle: 'italic' }}>
      {children}
    </Box>
  );
}

type Column = DataTableColumn<JourneyListItem, JourneyOrderBy>;

const COLUMNS: Column[] = [
  { key: 'name', label: 'Nome', sortKey: 'name', render: (row) => <TruncatedText text={row.name} /> },
  { key: 'scaleType', label: 'Escala', sortKey: 'scaleType', render: (row) => SCALE_TYPE_LABEL[row.scaleType] },
  { key: 'pointType', label: 'Tipo de ponto', sortKey: 'pointType', render: (row) => row.pointType },
  { key: 'holidays', label: 'Feriados', sortKey: 'holidays', render: (row) => HOLIDAYS_TEXT(row.holidays) },
  {
    key: 'totalEmployees',
    label: 'Colaboradores',
    sortKey: 'totalEmployees',
    align: 'center',
    render: (row) => row.totalEmployees,
  },
  { key: 'status', label: 'Status', sortKey: 'status', render: (row) => STATUS_TEXT(row.status) },
];

/** RELAÇÃO DE JORNADAS CADASTRADAS (spec 002 §2.9): the columns, and Ação with the row's edit and remove. */
export function journeyColumns(onRemove: (journey: JourneyListItem) => void): Column[] {
  const dimmed = COLUMNS.map((column) => ({
    ...column,
    render: (row: JourneyListItem) => <Dimmed inactive={!row.status}>{column.render(row)}</Dimmed>,
  }));
  return [
    ...dimmed,
    {
      key: 'actions',
      label: 'Ação',
      align: 'center',
      width: 120,
      render: (row) => <JourneyRowActions journey={row} onRemove={() => onRemove(row)} />,
    },
  ];
}
