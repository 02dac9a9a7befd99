/** Why a day asks for no work, or less of it. */
export const DAY_EXCUSES = [
  'HOLIDAY',
  'REST',
  'VACATION',
  'LEAVE',
  'DAY_OFF',
  'MEDICAL_CERTIFICATE',
  'PARTIAL_MEDICAL_CERTIFICATE',
  'JUSTIFIED',
] as const;
export type DayExcuseKind = (typeof DAY_EXCUSES)[number];

/**
 * What excuses the day's work: a holiday the journey observes, a leave or vacation, an approved day off, a
 * certificate or an absence HR justified (the whole day), or a partial certificate (its hours). REST is never
 * given: it is a day the plan leaves free.
 */
export type DayExcuse =
  | { kind: 'HOLIDAY'; name: string }
  | { kind: 'VACATION' | 'LEAVE' | 'DAY_OFF' | 'MEDICAL_CERTIFICATE' | 'JUSTIFIED' }
  | { kind: 'PARTIAL_MEDICAL_CERTIFICATE'; startHour: string; endHour: string };
