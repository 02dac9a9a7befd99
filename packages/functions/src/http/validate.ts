import createError from 'http-errors';
import * as z from 'zod';
import { ptBR } from 'zod/locales';

// Schemas carry the spec's Portuguese messages; zod's own defaults (for rules without one) speak
// Portuguese too. Namespace imports only: esbuild cannot tree-shake `import { z }` (every locale, +360 KB).
z.config(ptBR());

/** The parsed input, or 400 {message: first problem, errors: {field: message}}. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.') || '_';
    errors[field] ??= issue.message;
  }
  throw createError(400, result.error.issues[0]?.message ?? 'Dados inválidos', { errors });
}
