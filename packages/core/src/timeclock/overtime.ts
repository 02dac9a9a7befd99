// Overtime limits and rates (CLT art. 59; Súmula 146 TST; Lei 605/1949 art. 9). Limits raise alerts for HR and
// never refuse a punch (Portaria 671 art. 74).

/** Art. 59 caput: at most 2 extra hours a day. */
export const MAX_DAILY_OVERTIME_MINUTES = 2 * 60;
/** Art. 59 §2: at most 10 hours of work in a day, bank or not. */
export const MAX_DAILY_WORK_MINUTES = 10 * 60;

export const OVERTIME_ALERTS = ['OVERTIME_OVER_2H', 'WORK_OVER_10H'] as const;
export type OvertimeAlert = (typeof OVERTIME_ALERTS)[number];

/**
 * The limits a day broke. Example: 08:00–21:00 with a 1 h break on an 08:00–17:48 plan → 720 minutes worked, 192 of
 * them overtime: both alerts.
 */
export function overtimeAlerts(workedMinutes: number, plannedMinutes: number): OvertimeAlert[] {
  const alerts: OvertimeAlert[] = [];
  if (workedMinutes - plannedMinutes > MAX_DAILY_OVERTIME_MINUTES) alerts.push('OVERTIME_OVER_2H');
  if (workedMinutes > MAX_DAILY_WORK_MINUTES) alerts.push('WORK_OVER_10H');
  return alerts;
}

/** The least overtime additional on an ordinary day (art. 59 §1 and CF art. 7 XVI), unless the company sets more. */
export const ORDINARY_OVERTIME_PERCENT = 50;
/** Work on a weekly rest day or a holiday not given back: paid double (Lei 605/1949 art. 9, Súmula 146). */
export const REST_DAY_OVERTIME_PERCENT = 100;

/** The additional of a day's overtime: 100 % on a rest day or holiday, else the company's rate (at least 50 %). */
export function overtimePercent(day: { restDay: boolean; holiday: boolean }, companyPercent = ORDINARY_OVERTIME_PERCENT): number {
  if (day.restDay || day.holiday) return REST_DAY_OVERTIME_PERCENT;
  return Math.max(ORDINARY_OVERTIME_PERCENT, companyPercent);
}

/** A day's overtime as the displays show it: at the ordinary rate, or at 100 % (rest day, holiday), each apart. */
export function overtimeByRate(day: { extraMinutes: number; overtimePercent: number }): { ordinary: number; restDay: number } {
  const restDay = day.overtimePercent >= REST_DAY_OVERTIME_PERCENT;
  return { ordinary: restDay ? 0 : day.extraMinutes, restDay: restDay ? day.extraMinutes : 0 };
}
