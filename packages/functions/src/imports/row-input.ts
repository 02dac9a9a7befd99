import type * as z from 'zod/mini';
import type { RowParse, SheetField } from './sheet-spec';

/**
 * Validates a row with the form's own schema. The reason lists every problem of the row, each naming the
 * column people see, so one correction of the sheet fixes them all. `columnOf`: the column of inputs that no
 * column is named after (a holiday's period starts in its 'Data' column).
 */
export function rowInput<S extends z.ZodMiniType, F extends string>(
  schema: S,
  fields: SheetField<F>[],
  raw: Record<string, unknown>,
  columnOf: Partial<Record<string, F>> = {},
): RowParse<z.output<S>> {
  const result = schema.safeParse(raw);
  if (result.success) return { ok: true, input: result.data };
  const problems = result.error.issues.map((issue) => {
    // Fields may name nested input ('hiringData.salary') or its top-level key.
    const path = issue.path.map(String);
    const name = columnOf[path.join('.')] ?? path.join('.');
    const header = fields.find((field) => field.field === name || field.field === path[0])?.header;
    return header ? `${header}: ${issue.message}` : issue.message;
  });
  return { ok: false, reason: [...new Set(problems)].join('; ') };
}

/** A refusal for a cell that could not be read at all. */
export function invalidCell<I>(header: string, message: string): RowParse<I> {
  return { ok: false, reason: `${header}: ${message}` };
}
