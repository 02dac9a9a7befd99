// Tolerance of CLT art. 58 §1 with Súmula 366 TST (../shared/reference/labour-law.md §2): variations of the
// recorded times of up to 5 minutes per punch, and 10 minutes in the day, are neither overtime nor deduction;
// past either limit the WHOLE variation counts, not only the excess. It applies when computing a day, never by
// rounding a stored punch.

export interface ToleranceRule {
  /** Most minutes one punch may vary. */
  perPunch: number;
  /** Most minutes the day's variations may add up to, each counted as it is (late and early alike). */
  perDay: number;
  /**
   * Whether late (missing) and extra minutes of the same day offset each other before they are reported as
   * overtime or deduction. The law does not say (UNCONFIRMED in the reference); the default is false: each
   * variation is what it is, so 20 minutes late in and 20 late out are 20 of overtime and 20 deducted. The day's
   * balance (what the hours bank gains) is the same either way.
   */
  netting: boolean;
}

export const CLT_TOLERANCE: ToleranceRule = { perPunch: 5, perDay: 10, netting: false };

export interface ToleranceResult {
  /** True when every variation stayed within the limits: the day counts as worked as planned. */
  tolerated: boolean;
  /** Minutes of overtime (worked beyond the plan). */
  extraMinutes: number;
  /** Minutes deducted (late, early, longer breaks). */
  missingMinutes: number;
  /** extra − missing: what the day adds to the hours bank. */
  balanceMinutes: number;
}

/**
 * The day's result from its variations, one per punch, in signed minutes: positive when the person worked more
 * than planned at that punch (in early, out late), negative when less (in late, out early, back late).
 */
export function applyTolerance(variations: readonly number[], rule: ToleranceRule = CLT_TOLERANCE): ToleranceResult {
  const total = variations.reduce((sum, variation) => sum + Math.abs(variation), 0);
  const tolerated = variations.every((variation) => Math.abs(variation) <= rule.perPunch) && total <= rule.perDay;
  if (tolerated) return { tolerated, extraMinutes: 0, missingMinutes: 0, balanceMinutes: 0 };
  let extra = variations.filter((v) => v > 0).reduce((sum, v) => sum + v, 0);
  let missing = variations.filter((v) => v < 0).reduce((sum, v) => sum - v, 0);
  if (rule.netting) [extra, missing] = [Math.max(0, extra - missing), Math.max(0, missing - extra)];
  return { tolerated, extraMinutes: extra, missingMinutes: missing, balanceMinutes: extra - missing };
}
