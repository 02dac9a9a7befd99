import * as z from 'zod/mini';
import { atMost, filled, firstFailing, maxCharsMessage, requiredString, type Rule } from '../fields';
import { MSG } from '../messages';
import { cpfDigits, CPF_LENGTH, isCpf } from '../brazil/cpf';
import { isCalendarDay } from '../ground/calendar-day';
import { isPastDayInRange } from './rules';
import { zonedClock } from '../timeclock/company-clock';

// Field builders shared by the admission step schemas, with the spec's texts (000 §5, 001 §5).
export const FIELD_MSG = {
  required: MSG.required,
  invalid: 'Campo inválido',
  lettersOnly: 'Somente letras são aceitas',
  fullName: 'Informe o nome completo',
  invalidCpf: 'CPF inválido',
  validDate: 'Informe uma data válida',
  invalidDate: 'Data inválida',
  invalidDateFormat: 'Formato de data inválido',
  maxChars: maxCharsMessage,
} as const;

/** Letters (any accent), spaces, apostrophes and hyphens: "Ana D'Ávila Souza-Lima". */
export const LETTERS_ONLY = /^[\p{L}][\p{L}\s'-]*$/u;

const orBlank = ([passes, message]: Rule<string>): Rule<string> => [(value) => value === '' || passes(value), message];

/** A required name made of letters only. */
export function lettersOnlyName(requiredMessage: string = MSG.required, max = 120) {
  return requiredString(requiredMessage, max, [(value) => LETTERS_ONLY.test(value), FIELD_MSG.lettersOnly]);
}

/** An optional name: blank is fine, anything typed must be letters only. */
export function optionalLettersOnlyName(max = 120) {
  return z.nullish(
    z.string().check(
      z.trim(),
      firstFailing(atMost(max), orBlank([(value) => LETTERS_ONLY.test(value), FIELD_MSG.lettersOnly])),
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

export interface DayTexts {
  /** Absent or blank. */
  missing: string;
  /** Not a real day written 'yyyy-MM-dd'. */
  invalid: string;
  /** Sent as something other than text (`invalid` unless said). */
  notText?: string;
}

const dayRules = (invalid: string, rules: Rule<string>[]): Rule<string>[] => [[isCalendarDay, invalid], ...rules];

/**
 * A calendar day 'yyyy-MM-dd', the one builder of day fields: absent or blank → `missing`, not a real day →
 * `invalid`, then `rules` (a range, …), one message at a time.
 */
export function dayField(texts: DayTexts, ...rules: Rule<string>[]) {
  return z
    .string({
      error: (issue) => (issue.input === undefined || issue.input === null ? texts.missing : (texts.notText ?? texts.invalid)),
    })
    .check(z.trim(), firstFailing([filled, texts.missing], ...dayRules(texts.invalid, rules)));
}

/** The same rules when the day may be left blank (null, undefined or ''). */
export function optionalDayField(texts: Omit<DayTexts, 'missing'>, ...rules: Rule<string>[]) {
  return z.nullish(
    z.string({ error: texts.notText ?? texts.invalid }).check(z.trim(), firstFailing(...dayRules(texts.invalid, rules).map(orBlank))),
  );
}

/** A required day (the new-collaborator form and every call send days this way): 'Data inválida', 'Formato de data inválido'. */
export function calendarDayField() {
  return dayField({ missing: FIELD_MSG.invalidDate, invalid: FIELD_MSG.invalidDateFormat, notText: FIELD_MSG.invalidDate });
}

// The shared schemas know no company (the form and the server parse the same constant): a past day is one not after
// today in Fernando de Noronha (UTC−2), where Brazil's day turns first. The pickers bound it to the company's today.
const FIRST_ZONE_TO_TURN = zonedClock('America/Noronha');
const PAST_DAY: Rule<string> = [(day) => isPastDayInRange(day, FIRST_ZONE_TO_TURN.today()), FIELD_MSG.validDate];

/**
 * A required day of the past (birth dates): missing → 'Informe uma data válida'; not a real 'yyyy-MM-dd'
 * day → 'Data inválida'; before 1900-01-01 or after today → 'Informe uma data válida'.
 */
export function pastDayField() {
  return dayField({ missing: FIELD_MSG.validDate, invalid: FIELD_MSG.invalidDate }, PAST_DAY);
}

/** The same rules when the day may be left blank (null, undefined or ''). */
export function optionalPastDayField() {
  return optionalDayField({ invalid: FIELD_MSG.invalidDate }, PAST_DAY);
}
