/** Why a day asks for no work, or less of it. Stored days keep the index: append new kinds at the end. */
export const DAY_EXCUSES = [
  'HOLIDAY',
  'REST',
  'VACATION',
  'LEAVE',
  'DAY_OFF',
  'MEDICAL_CERTIFICATE',
  'PARTIAL_MEDICAL_CERTIFICATE',
  'JUSTIFIED',
  'NOTICE',
] as const;
export type DayExcuseKind = (typeof DAY_EXCUSES)[number];

/**
 * What excuses the day's work: a holiday the journey observes, a rest day of the scale, a leave or vacation, an
 * approved day off, a certificate or an absence HR justified (the whole day), a free day of a worked notice (CLT
 * art. 488), or a partial certificate (its hours).
 */
export type DayExcuse =
  | { kind: 'HOLIDAY'; name: string }
  | { kind: 'REST' | 'VACATION' | 'LEAVE' | 'DAY_OFF' | 'MEDICAL_CERTIFICATE' | 'JUSTIFIED' | 'NOTICE' }
  | { kind: 'PARTIAL_MEDICAL_CERTIFICATE'; startHour: string; endHour: string };
