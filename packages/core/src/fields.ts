import * as z from 'zod/mini';
import { SERVER_MSG } from './messages';
import { hasUnsafeCharacters } from './text';

// zod/mini (not classic zod) everywhere: the same schemas run in the browser and in every Lambda, and
// classic zod alone is ~90 KB of each bundle against ~20 KB for mini (npm run bench).

/** Trimmed text that must not be blank, in composed form (NFC), without invisible or control characters. */
export function requiredText(message: string, max = 100) {
  return z.string({ error: message }).check(
    z.trim(),
    z.overwrite((value) => value.normalize('NFC')),
    z.minLength(1, { error: message, abort: true }),
    z.maxLength(max, `Máximo ${max} caracteres`),
    z.refine((value) => !hasUnsafeCharacters(value), SERVER_MSG.unsafeText),
  );
}
