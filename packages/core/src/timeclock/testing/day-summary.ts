import type { DaySummary } from '../day-evaluation';
import type { MirrorTotals } from '../mirror';
import type { CltFigures, PeriodCltFigures } from '../records';

// Test fixture: a settled office day (08:00–17:48 less an hour, 528 minutes, on plan) that tests change one
// field at a time.

export const settledSummary = (over: Partial<DaySummary> = {}): DaySummary => ({
  plannedMinutes: 528,
  workedMinutes: 528,
  breakMinutes: 60,
  balanceMinutes: 0,
  extraMinutes: 0,
  missingMinutes: 0,
  fault: false,
  alerts: 0,
  dayOff: false,
  enterTime: '08:00',
  exitTime: '17:48',
  excuse: null,
  incomplete: false,
  ended: true,
  nightMinutes: 0,
  nightReducedSeconds: 0,
  mainBreakMinutes: 60,
  breakPreAssigned: false,
  breakIndemnityMinutes: 0,
  restShortfallMinutes: 0,
  overtimePercent: 50,
  ruleAlerts: [],
  ...over,
});

/** A day's CLT figures when nothing of them happened (no night, no overtime). */
export const NO_CLT_FIGURES: CltFigures = Object.freeze({ nightMinutes: 0, nightReducedSeconds: 0, ordinaryOvertime: 0, restDayOvertime: 0 });

/** A period's figures when nothing of them happened: REGISTROS GERAIS, the bank. */
export const NO_PERIOD_FIGURES: PeriodCltFigures = Object.freeze({ ...NO_CLT_FIGURES, lostWeeklyRestDays: 0 });

/** A mirror's totals with nothing of the CLT figures. */
export const NO_MIRROR_TOTALS: MirrorTotals = Object.freeze({ ...NO_PERIOD_FIGURES, breakIndemnityMinutes: 0, restShortfallMinutes: 0 });
