import { BadRequest } from '../../http/http-error';
import { SERVER_MSG } from '@colabora/core/messages';
import { normalizeText } from '@colabora/core/text';
import type { CellValue, SheetRow } from '../../lib/xlsx';
import type { SheetField } from './sheet-spec';

export interface TableRow<F extends string> {
  rowNumber: number;
  values: Record<F, CellValue>;
}

const isBlank = (cell: CellValue) => cell === null || (typeof cell === 'string' && cell.trim() === '');

const sameCell = (read: CellValue, written: CellValue) =>
  (typeof read === 'string' ? read.trim() : read) === (typeof written === 'string' ? written.trim() : written);

/**
 * The sheet as records: the first filled row is the header (matched by name, ignoring accents, case and
 * column order); the filled rows below it are the data. 400 when a required column is missing. A row that is
 * still the model's example (`example`, in `fields` order) is left out: it is there to show the format, and
 * importing it would create, or be refused as, a record nobody meant.
 */
export function sheetTable<F extends string>(rows: SheetRow[], fields: SheetField<F>[], example: CellValue[][] = []): TableRow<F>[] {
  const filled = rows.filter((row) => row.cells.some((cell) => !isBlank(cell)));
  const [header, ...data] = filled;
  const names = (header?.cells ?? []).map((cell) => (typeof cell === 'string' ? normalizeText(cell) : ''));
  const columnOf = new Map(fields.map((field) => [field.field, names.indexOf(normalizeText(field.header))]));
  const missing = header ? fields.filter((field) => !field.optional && columnOf.get(field.field) === -1) : [];
  if (missing.length > 0) throw new BadRequest(SERVER_MSG.sheetMissingColumns(missing.map((f) => f.header)));
  const records = data.map((row) => ({
    rowNumber: row.rowNumber,
    values: Object.fromEntries(
      fields.map((field) => {
        const column = columnOf.get(field.field) ?? -1;
        return [field.field, column === -1 ? null : (row.cells[column] ?? null)];
      }),
    ) as Record<F, CellValue>,
  }));
  const isExample = (values: Record<F, CellValue>) =>
    example.some((cells) => fields.every((field, i) => sameCell(values[field.field], cells[i] ?? null)));
  return records.filter((record) => !isExample(record.values));
}
