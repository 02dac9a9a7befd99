import { BadRequest } from './http-error';
import * as z from 'zod/mini';
import { SERVER_MSG } from '@colabora/core/messages';
import { logger } from '../lib/telemetry';

// Schemas carry the spec's Portuguese messages; a rule without one answers our generic Portuguese text
// (zod's pt-BR locale would add 4 KB to every bundle for texts no screen shows).
z.config({ localeError: () => SERVER_MSG.invalidInput });

/** The parsed input, or 400 {message: first problem, errors: {field: message}}. */
export function parseInput<S extends z.ZodMiniType>(schema: S, input: unknown): z.output<S> {
  let result: ReturnType<typeof schema.safeParse>;
  try {
    result = schema.safeParse(input);
  } catch (error) {
    // A refinement that reads a field of the shape it expects met another shape (an array, a text, null): the
    // input is malformed, whatever the refinement assumed. Logged (the error only, never the input) so the
    // refinement gets its `when`.
    logger.warn('schema threw on malformed input', { error: error instanceof Error ? error.message : String(error) });
    throw new BadRequest(SERVER_MSG.invalidInput);
  }
  if (result.success) return result.data;
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.') || '_';
    errors[field] ??= issue.message;
  }
  throw new BadRequest(result.error.issues[0]?.message ?? 'Dados inválidos', errors);
}
