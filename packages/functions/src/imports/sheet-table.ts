import { BadRequest } from '../http/http-error';
import { SERVER_MSG } from '@colabora/core/messages';
import { normalizeText } from '@colabora/core/text';
import type { CellValue, SheetRow } from '../lib/xlsx';
import type { SheetField } from './sheet-spec';

export interface TableRow<F extends string> {
  rowNumber: number;
  values: Record<F, CellValue>;
}

const isBlank = (cell: CellValue) => cell === null || (typeof cell === 'string' && cell.trim() === '');

/**
 * The sheet as records: the first filled row is the header (matched by name, ignoring accents, case and
 * column order); the filled rows below it are the data. 400 when a required column is missing.
 */
export function sheetTable<F extends string>(rows: SheetRow[], fields: SheetField<F>[]): TableRow<F>[] {
  const filled = rows.filter((row) => row.cells.some((cell) => !isBlank(cell)));
  const [header, ...data] = filled;
  const names = (header?.cells ?? []).map((cell) => (typeof cell === 'string' ? normalizeText(cell) : ''));
  const columnOf = new Map(fields.map((field) => [field.field, names.indexOf(normalizeText(field.header))]));
  const missing = header ? fields.filter((field) => !field.optional && columnOf.get(field.field) === -1) : [];
  if (missing.length > 0) throw new BadRequest(SERVER_MSG.sheetMissingColumns(missing.map((f) => f.header)));
  return data.map((row) => ({
    rowNumber: row.rowNumber,
    values: Object.fromEntries(
      fields.map((field) => {
        const column = columnOf.get(field.field) ?? -1;
        return [field.field, column === -1 ? null : (row.cells[column] ?? null)];
      }),
    ) as Record<F, CellValue>,
  }));
}
