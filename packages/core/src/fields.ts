import * as z from 'zod/mini';
import { MSG, SERVER_MSG } from './messages';
import { hasUnsafeCharacters } from './text';

// zod/mini (not classic zod) everywhere: the same schemas run in the browser and in every Lambda, and
// classic zod alone is ~90 KB of each bundle against ~20 KB for mini (npm run bench).

export type Rule<T> = readonly [passes: (value: T) => boolean, message: string];

/**
 * Tries the rules in order and reports only the first that fails, so a field shows one message. Unlike
 * zod's `abort`, the issue lets the object's cross-field rules still run: a form shows every message at once.
 */
export function firstFailing<T>(...rules: Rule<T>[]) {
  return z.check<T>((payload) => {
    const failed = rules.find(([passes]) => !passes(payload.value));
    if (failed) payload.issues.push({ code: 'custom', message: failed[1], input: payload.value, continue: true });
  });
}

type Payload = z.core.ParsePayload;

/**
 * Runs a cross-field rule only once the fields it reads (and everything inside them) parsed cleanly, so the
 * rule never reads a malformed value.
 */
export function whenValid(...paths: string[]) {
  return (payload: Payload) =>
    !payload.issues.some((issue) => {
      const at = issue.path?.map(String).join('.') ?? '';
      return paths.some((path) => at === path || at.startsWith(`${path}.`));
    });
}

export const maxCharsMessage = (max: number) => `Máximo ${max} caracteres`;

/** Not blank. */
export const filled = (value: string) => value.length > 0;

/** At most `max` characters, 'Máximo N caracteres'. */
export const atMost = (max: number): Rule<string> => [(value) => value.length <= max, maxCharsMessage(max)];

const safe: Rule<string> = [(value) => !hasUnsafeCharacters(value), SERVER_MSG.unsafeText];

/**
 * Required trimmed text, the one builder of it: blank → `message`, longer than `max` → 'Máximo N caracteres',
 * then `rules`, one message at a time. `composed`: the text is also put in composed form (NFC) and refused
 * with invisible or control characters (what people type for others to read: names of catalogues, files).
 */
function trimmedText(message: string, max: number, rules: Rule<string>[], composed: boolean) {
  return z
    .string({ error: message })
    .check(
      z.trim(),
      ...(composed ? [z.overwrite((value: string) => value.normalize('NFC'))] : []),
      firstFailing([filled, message], atMost(max), ...(composed ? [safe] : []), ...rules),
    );
}

/** Trimmed text that must not be blank, then any further rules. */
export function requiredString(message: string = MSG.required, max = 100, ...rules: Rule<string>[]) {
  return trimmedText(message, max, rules, false);
}

/** Trimmed text that must not be blank, in composed form (NFC), without invisible or control characters. */
export function requiredText(message: string, max = 100) {
  return trimmedText(message, max, [], true);
}
