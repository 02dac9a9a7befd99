import { latin1Text } from '../latin1-lines';

// The AFD's field types (Portaria MTP 671/2021, Anexo V, AFD layout rules 6–7): N numeric, A alphanumeric, D date
// 'AAAA-MM-dd', DH date-time 'AAAA-MM-ddThh:mm:00ZZZZZ'. Rule 7 says fields are filled from the left and unused
// positions with spaces; that is how A fields are written. N fields carry numbers right-aligned with zeros, as the
// layout's own fixed values show ("000000000" for the header's NSR field, 9N), as Portaria 671 art. 96 §2 fills the
// old layout's 12-position employee field ('0' + PIS, '9' + CPF) and as implementations write them; the CPF of
// records 5 and 7 (12N) is therefore '0' + its 11 digits (README 'The AFD', the CPF decision).

/** AFD layout version (header field 11): "003" in the annex as published, "004" in the gov.br update (README). */
export type AfdVersion = '003' | '004';

/** N: digits right-aligned with zeros. Throws when the value is not digits or does not fit. */
export function numeric(value: string | number, width: number, field: string): string {
  const text = String(value);
  if (!/^\d+$/.test(text) || text.length > width) throw new RangeError(`AFD ${field} does not fit ${width} digits: "${text}"`);
  return text.padStart(width, '0');
}

/**
 * An employer or developer CNPJ/CPF. Version 003 has digits only; 004 takes the alphanumeric CNPJ (IN RFB
 * 2.229/2024: 12 characters 0-9A-Z and 2 check digits), still right-aligned with zeros in 14 positions.
 */
export function documentNumber(value: string, width: number, version: AfdVersion, field: string): string {
  const allowed = version === '003' ? /^\d+$/ : /^[\dA-Z]+$/;
  if (!allowed.test(value) || value.length > width) throw new RangeError(`AFD ${field} is not a document of ${width} positions: "${value}"`);
  return value.padStart(width, '0');
}

/** An optional N field with nothing to say (CNO/CAEPF "quando existir"): every position unused, so spaces (rule 7). */
export const absent = (width: number) => ' '.repeat(width);

/** A: the text from the left, cut to the width, the rest spaces, in ISO-8859-1 (latin1-lines.ts latin1Text). */
export function alpha(value: string, width: number): string {
  return latin1Text(value).slice(0, width).padEnd(width, ' ');
}

/** D: a calendar day 'yyyy-MM-dd' as it is. */
export function afdDay(day: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new RangeError(`Not a calendar day: ${day}`);
  return day;
}
