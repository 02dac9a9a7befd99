/** Accent- and case-free form used for search and uniqueness (DynamoDB has no collation). */
export function normalizeText(value: string): string {
  return value.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/**
 * Characters no typed text needs and that can disguise it: control characters (tab and line breaks aside),
 * zero-width characters and bidirectional overrides ('contrato\u202Efdp.exe' shows as 'contratoexe.pdf').
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/;

export function hasUnsafeCharacters(value: string): boolean {
  return UNSAFE_CHARACTERS.test(value);
}

/**
 * A file's name as stored and shown: NFC, without the characters above. Names come from the person's disk,
 * so they are cleaned rather than refused.
 */
export function cleanFileName(name: string): string {
  return name.normalize('NFC').replace(new RegExp(UNSAFE_CHARACTERS.source, 'g'), '').trim();
}
