import type { DayExcuse, DayExcuseKind } from './day-excuse';

// When several facts excuse one day, which one names it (the mirror's Justificativa, the stored day). Any whole-day
// excuse asks nothing of the day; the order only decides what the day is called, and that a partial certificate
// never counts where a whole-day excuse applies.

/**
 * First wins. A vacation or a leave covers every day of its period, rest days and holidays included (vacation
 * days are calendar days, CLT art. 130; a leave suspends or interrupts the contract, arts. 471–476). A
 * certificate justifies the absence by law (Lei 605/49 art. 6 §1 f; CLT art. 473), ahead of a day off the company
 * granted and of an absence HR justified. Then the calendar: a holiday the journey observes (Lei 605/49 art. 8),
 * a rest day of the scale (CLT art. 67), and only where the scale would have had work, a free day of the worked
 * notice (CLT art. 488 sole paragraph). A partial certificate covers its hours only, so it comes last.
 */
export const EXCUSE_PRECEDENCE = [
  'VACATION',
  'LEAVE',
  'MEDICAL_CERTIFICATE',
  'DAY_OFF',
  'JUSTIFIED',
  'HOLIDAY',
  'REST',
  'NOTICE',
  'PARTIAL_MEDICAL_CERTIFICATE',
] as const satisfies readonly DayExcuseKind[];

const rank = (excuse: DayExcuse) => EXCUSE_PRECEDENCE.indexOf(excuse.kind);

/** The excuse that names the day among those that apply (EXCUSE_PRECEDENCE); null when none does. */
export function strongestExcuse(excuses: readonly (DayExcuse | null)[]): DayExcuse | null {
  return excuses.reduce<DayExcuse | null>((best, excuse) => (excuse && (!best || rank(excuse) < rank(best)) ? excuse : best), null);
}

/** A whole day excused: nothing is asked of it (a partial certificate asks the hours outside it). */
export const excusesWholeDay = (excuse: DayExcuse | null) => excuse !== null && excuse.kind !== 'PARTIAL_MEDICAL_CERTIFICATE';
