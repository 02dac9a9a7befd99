import type * as z from 'zod/mini';
import type { RowParse, SheetField } from './sheet-spec';

/** Cells that could not be read at all ('talvez' for Sim/Não, '31/02/2026'), each with its problem. */
export type Unreadable<F extends string> = Partial<Record<F, string>>;

/**
 * Validates a row with the form's own schema. The reason lists every problem of the row, in column order, each
 * naming the column people see, so one correction of the sheet fixes them all: the `unreadable` cells' own
 * problems, and the schema's for the other columns (an unreadable cell is not also reported as missing).
 * `columnOf`: the column of inputs that no column is named after (a holiday's period starts in its 'Data' column).
 */
export function rowInput<S extends z.ZodMiniType, F extends string>(
  schema: S,
  fields: SheetField<F>[],
  raw: Record<string, unknown>,
  columnOf: Partial<Record<string, F>> = {},
  unreadable: Unreadable<F> = {},
): RowParse<z.output<S>> {
  const result = schema.safeParse(raw);
  const cells = fields.flatMap((field) => {
    const problem = unreadable[field.field];
    return problem ? [{ column: fields.indexOf(field), text: `${field.header}: ${problem}` }] : [];
  });
  if (result.success && cells.length === 0) return { ok: true, input: result.data };
  const issues = (result.success ? [] : result.error.issues).flatMap((issue) => {
    // Fields may name nested input ('hiringData.salary') or its top-level key.
    const path = issue.path.map(String);
    const name = columnOf[path.join('.')] ?? path.join('.');
    const field = fields.find((candidate) => candidate.field === name || candidate.field === path[0]);
    if (field && unreadable[field.field]) return [];
    // Problems of no column (the row as a whole) come last.
    return [{ column: field ? fields.indexOf(field) : fields.length, text: field ? `${field.header}: ${issue.message}` : issue.message }];
  });
  const problems = [...cells, ...issues].sort((a, b) => a.column - b.column).map((problem) => problem.text);
  return { ok: false, reason: [...new Set(problems)].join('; ') };
}
