// The main break within the day (CLT art. 71): how long it must be, and what a short one costs.

/** Art. 611-A III: a collective agreement may cut the main break of a long day to 30 minutes, not less. */
export const AGREED_MAIN_BREAK_MINIMUM = 30;
/** Art. 71 §4 (Lei 13.467/2017): the missing minutes are paid as an indemnity with 50 % more. */
export const BREAK_INDEMNITY_PERCENT = 50;

/**
 * The least main break for a day of `workMinutes` (art. 71): over 6 h, 1 h (or the agreed minimum, when a
 * collective agreement sets one); over 4 h up to 6 h, 15 min; up to 4 h, none.
 */
export function requiredMainBreak(workMinutes: number, agreedMinimum: number | null = null): number {
  if (workMinutes > 6 * 60) return agreedMinimum === null ? 60 : Math.max(AGREED_MAIN_BREAK_MINIMUM, Math.min(60, agreedMinimum));
  if (workMinutes > 4 * 60) return 15;
  return 0;
}

export interface BreakIndemnity {
  /** Minutes of the required main break not taken. */
  missingMinutes: number;
  /** What they are paid as: the missing minutes plus 50 % (an indemnity, never banked 1:1). */
  paidMinutes: number;
}

/**
 * Art. 71 §4: only the main break counts (paid coffee breaks do not make up for it). Example: 40 of 60 minutes
 * taken → 20 minutes missing, paid as 30.
 */
export function breakIndemnity(requiredMinutes: number, mainBreakTaken: number): BreakIndemnity {
  const missingMinutes = Math.max(0, requiredMinutes - mainBreakTaken);
  return { missingMinutes, paidMinutes: (missingMinutes * (100 + BREAK_INDEMNITY_PERCENT)) / 100 };
}
