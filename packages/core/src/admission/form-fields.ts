import * as z from 'zod/mini';
import { MSG } from '../messages';
import { cpfDigits, CPF_LENGTH, isCpf } from '../brazil/cpf';
import { FIRST_CALENDAR_DAY, isCalendarDay, saoPauloToday } from './calendar-day';

// Field builders shared by the admission step schemas, with the spec's texts (000 §5, 001 §5).
export const FIELD_MSG = {
  required: MSG.required,
  invalid: 'Campo inválido',
  lettersOnly: 'Somente letras são aceitas',
  fullName: 'Informe o nome completo',
  invalidCpf: 'CPF inválido',
  validDate: 'Informe uma data válida',
  invalidDate: 'Data inválida',
  maxChars: (max: number) => `Máximo ${max} caracteres`,
} as const;

/** Letters (any accent), spaces, apostrophes and hyphens: "Ana D'Ávila Souza-Lima". */
export const LETTERS_ONLY = /^[\p{L}][\p{L}\s'-]*$/u;

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

const filled = (value: string) => value.length > 0;
const atMost = (max: number): Rule<string> => [(value) => value.length <= max, FIELD_MSG.maxChars(max)];

/** Trimmed text that must not be blank, then any further rules. */
export function requiredString(requiredMessage: string = MSG.required, max = 100, ...rules: Rule<string>[]) {
  return z
    .string({ error: requiredMessage })
    .check(z.trim(), firstFailing([filled, requiredMessage], atMost(max), ...rules));
}

/** A required name made of letters only. */
export function lettersOnlyName(requiredMessage: string = MSG.required, max = 120) {
  return requiredString(requiredMessage, max, [(value) => LETTERS_ONLY.test(value), FIELD_MSG.lettersOnly]);
}

/** An optional name: blank is fine, anything typed must be letters only. */
export function optionalLettersOnlyName(max = 120) {
  return z.nullish(
    z.string().check(
      z.trim(),
      firstFailing(atMost(max), [(value) => value === '' || LETTERS_ONLY.test(value), FIELD_MSG.lettersOnly]),
    ),
  );
}

/** Optional free text, trimmed, blank allowed. */
export function optionalText(max: number) {
  return z.nullish(z.string().check(z.trim(), firstFailing(atMost(max))));
}

/** A CPF typed with or without the mask, kept as its 11 digits. `lengthMessage` is what a short or long one says. */
export function cpfField(lengthMessage: string = FIELD_MSG.invalidCpf, requiredMessage: string = MSG.required) {
  return z.string({ error: requiredMessage }).check(
    z.overwrite(cpfDigits),
    firstFailing(
      [filled, requiredMessage],
      [(cpf) => cpf.length === CPF_LENGTH, lengthMessage],
      [isCpf, FIELD_MSG.invalidCpf],
    ),
  );
}

/** True for a day between 1900-01-01 and today (Sao Paulo), both included. */
export function isPastDayInRange(day: string, today: string = saoPauloToday()): boolean {
  return day >= FIRST_CALENDAR_DAY && day <= today;
}

const pastDayRules: Rule<string>[] = [
  [isCalendarDay, FIELD_MSG.invalidDate],
  [(day) => isPastDayInRange(day), FIELD_MSG.validDate],
];

/**
 * A required day of the past (birth dates): missing → 'Informe uma data válida'; not a real 'yyyy-MM-dd'
 * day → 'Data inválida'; before 1900-01-01 or after today → 'Informe uma data válida'.
 */
export function pastDayField() {
  return z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? FIELD_MSG.validDate : FIELD_MSG.invalidDate) })
    .check(firstFailing([filled, FIELD_MSG.validDate], ...pastDayRules));
}

/** The same rules when the day may be left blank (null, undefined or ''). */
export function optionalPastDayField() {
  return z.nullish(
    z
      .string({ error: FIELD_MSG.invalidDate })
      .check(firstFailing(...pastDayRules.map(([passes, message]): Rule<string> => [(day) => day === '' || passes(day), message]))),
  );
}
