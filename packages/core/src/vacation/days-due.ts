// How many vacation days an acquisition period gives (CLT art. 130, with the wording of Decreto-Lei 1.535/1977)
// and how many of them may be sold (abono pecuniário, art. 143).

/** Art. 130 caput: the full vacation. */
export const FULL_VACATION_DAYS = 30;

/**
 * Art. 130: unjustified absences in the acquisition period reduce the vacation: up to 5 → 30 days, 6–14 → 24,
 * 15–23 → 18, 24–32 → 12, more than 32 → none (the row's first number is the least absences that give its days).
 * The absences art. 131 excuses (medical certificates, legal leaves…) are not unjustified and are not counted.
 */
const ART_130_TABLE: readonly (readonly [fromAbsences: number, days: number])[] = [
  [33, 0],
  [24, 12],
  [15, 18],
  [6, 24],
  [0, FULL_VACATION_DAYS],
];

/** Days of vacation a period gives for its unjustified absences (art. 130). */
export function daysDue(unjustifiedAbsences: number): number {
  return ART_130_TABLE.find(([from]) => unjustifiedAbsences >= from)?.[1] ?? FULL_VACATION_DAYS;
}

/** Art. 143: the employee may convert up to a third of the vacation due into money (abono pecuniário). */
export function abonoLimit(daysDueInPeriod: number): number {
  return Math.floor(daysDueInPeriod / 3);
}
