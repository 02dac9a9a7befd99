import type { CellValue, SheetColumn } from '../../lib/xlsx';

// What one kind of import sheet looks like: its columns (the model's header row), an example row for
// the downloadable model, and how a row becomes the same input the form sends.

export interface SheetField<F extends string> extends SheetColumn {
  field: F;
  /** A missing optional column reads as empty cells. */
  optional?: boolean;
}

export type RowParse<I> = { ok: true; input: I } | { ok: false; reason: string };

export interface SheetSpec<F extends string, I> {
  sheetName: string;
  modelFileName: string;
  fields: SheetField<F>[];
  example: CellValue[][];
  parse(values: Record<F, CellValue>): RowParse<I>;
}
