import { HOLIDAY_SHEET_MSG, HOLIDAY_CATALOG, holidayInputSchema, type HolidayInput } from '@colabora/core/holiday/schema';
import type { HolidayType } from '@colabora/core/holiday/rules';
import { SERVER_MSG } from '@colabora/core/messages';
import { normalizeText } from '@colabora/core/text';
import type { CellValue } from '../../lib/xlsx';
import { cellDay, cellText, cellYesNo, INVALID, readable } from '../imports/cells';
import { rowInput } from '../imports/row-input';
import type { SheetField, SheetSpec } from '../imports/sheet-spec';

type Field = 'name' | 'type' | 'date' | 'end' | 'optional';

const HEADER: Record<Field, string> = {
  name: 'Nome',
  type: 'Tipo',
  date: 'Data',
  end: 'Fim do período',
  optional: 'Ponto facultativo',
};

const fields: SheetField<Field>[] = [
  { field: 'name', header: HEADER.name, width: 40 },
  { field: 'type', header: HEADER.type, width: 14 },
  { field: 'date', header: HEADER.date, width: 14 },
  { field: 'end', header: HEADER.end, width: 16, optional: true },
  { field: 'optional', header: HEADER.optional, width: 18, optional: true },
];

const TYPES: Record<string, HolidayType> = { nacional: 'NATIONAL', estadual: 'STATE', municipal: 'MUNICIPAL' };

/** 'Nacional', 'ESTADUAL', 'municipal'…; INVALID for anything else. */
function cellType(cell: CellValue): HolidayType | undefined | typeof INVALID {
  const text = cellText(cell);
  if (text === undefined) return undefined;
  return TYPES[normalizeText(text)] ?? INVALID;
}

/**
 * The holiday import sheet: Nome, Tipo (Nacional, Estadual, Municipal), Data (dd/mm/aaaa), Fim do período
 * (filled for a period, which starts on Data) and Ponto facultativo (Sim/Não).
 */
export const HOLIDAY_SHEET: SheetSpec<Field, HolidayInput> = {
  sheetName: 'Feriados',
  modelFileName: HOLIDAY_CATALOG.modelFileName,
  fields,
  example: [
    ['Aniversário da cidade', 'Municipal', '25/01/2027', null, 'Não'],
    ['Carnaval', 'Nacional', '08/02/2027', '09/02/2027', 'Sim'],
  ],
  parse(values) {
    const type = cellType(values.type);
    const date = cellDay(values.date);
    const end = cellDay(values.end);
    const optional = cellYesNo(values.optional);
    const [start, last] = [readable(date) ?? '', readable(end) ?? ''];
    const raw = {
      name: cellText(values.name),
      type: readable(type),
      // A filled end, even unreadable, makes the row a period.
      holidayModel: end === undefined ? 'date' : 'period',
      date: start,
      period: { start, end: last },
      optional: readable(optional),
    };
    return rowInput(holidayInputSchema, fields, raw, { 'period.start': 'date', 'period.end': 'end' }, {
      ...(type === INVALID && { type: HOLIDAY_SHEET_MSG.type }),
      ...(date === INVALID && { date: SERVER_MSG.sheetInvalidDate }),
      ...(end === INVALID && { end: SERVER_MSG.sheetInvalidDate }),
      ...(optional === INVALID && { optional: SERVER_MSG.sheetYesOrNo }),
    });
  },
};
