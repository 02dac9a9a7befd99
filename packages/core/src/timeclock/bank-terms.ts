// The hours bank's terms (CLT art. 59 §§2, 5, 6): banked overtime must be given back as time off within the term
// the company's regime allows; what is left when the term ends is paid as overtime. Credits are given back oldest
// first (FIFO), so a compensation always uses the hours closest to expiring.

import type { PointType } from '../workday/options';
import type { BankLine } from './hours-bank';
import { ORDINARY_OVERTIME_PERCENT } from './overtime';

export const BANK_REGIMES = ['NONE', 'INDIVIDUAL_AGREEMENT', 'COLLECTIVE_AGREEMENT', 'SAME_MONTH'] as const;
export type BankRegime = (typeof BANK_REGIMES)[number];

/** Months a credit may wait: §5 individual written agreement 6, §2 collective agreement 12; §6 the same month. */
const TERM_MONTHS: Record<Exclude<BankRegime, 'NONE' | 'SAME_MONTH'>, number> = {
  INDIVIDUAL_AGREEMENT: 6,
  COLLECTIVE_AGREEMENT: 12,
};

const pad = (value: number) => String(value).padStart(2, '0');
const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** `day` plus whole months, on the same day of the month or the month's last (31/08 + 6 → 28/02). */
function addMonths(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number);
  const index = year * 12 + (month - 1) + months;
  const nextYear = Math.floor(index / 12);
  const nextMonth = (index % 12) + 1;
  return `${nextYear}-${pad(nextMonth)}-${pad(Math.min(date, daysInMonth(nextYear, nextMonth)))}`;
}

/**
 * The day a credit banked on `day` becomes payable. Example: +60 on 15/01 under an individual agreement → 15/07.
 * Under SAME_MONTH, the first day of the next month. NONE banks nothing: overtime is paid as it happens.
 */
export function creditExpiresOn(day: string, regime: Exclude<BankRegime, 'NONE'>): string {
  if (regime === 'SAME_MONTH') return addMonths(`${day.slice(0, 8)}01`, 1);
  return addMonths(day, TERM_MONTHS[regime]);
}

export interface BankMovement {
  /** The calendar day of the line ('yyyy-MM-dd'). */
  day: string;
  /** Positive: banked; negative: given back, paid or owed. Expiry lines are not movements here. */
  minutes: number;
}

export interface BankExpiry {
  /** The day the expiring minutes were banked. */
  creditDay: string;
  expiresOn: string;
  minutes: number;
}

/**
 * Every credit that is, or by `until` will be, past its term with minutes not given back (FIFO), in order. The
 * expiry job writes the ones due up to today that it has not written yet; HR's warning lists those due in the next
 * 30 days.
 */
export function bankExpiries(movements: readonly BankMovement[], regime: BankRegime, until: string): BankExpiry[] {
  if (regime === 'NONE') return [];
  const credits: { day: string; expiresOn: string; left: number }[] = [];
  const expired: BankExpiry[] = [];
  // Minutes owed with no credit to take them from (a negative bank): later overtime pays them back first, as a
  // compensation of the debt, and only what is left becomes a credit that can expire.
  let debt = 0;
  const expireUpTo = (day: string) => {
    while (credits.length > 0 && credits[0].expiresOn <= day) {
      const credit = credits.shift()!;
      if (credit.left > 0) expired.push({ creditDay: credit.day, expiresOn: credit.expiresOn, minutes: credit.left });
    }
  };
  for (const movement of [...movements].sort((a, b) => a.day.localeCompare(b.day))) {
    if (movement.day > until) break;
    expireUpTo(movement.day);
    if (movement.minutes > 0) {
      const repaid = Math.min(debt, movement.minutes);
      debt -= repaid;
      if (movement.minutes > repaid) {
        credits.push({ day: movement.day, expiresOn: creditExpiresOn(movement.day, regime), left: movement.minutes - repaid });
      }
      continue;
    }
    let owed = -movement.minutes;
    for (const credit of credits) {
      const used = Math.min(credit.left, owed);
      credit.left -= used;
      owed -= used;
      if (owed === 0) break;
    }
    debt += owed;
  }
  expireUpTo(until);
  return expired;
}

/**
 * Overtime is paid, not banked, when the company keeps no bank or the journey's point type is 'Hora extra' (the
 * journey pays its overtime whatever the company's regime).
 */
export function paysOvertime(regime: BankRegime, pointType: PointType | null | undefined): boolean {
  return regime === 'NONE' || pointType === 'Hora extra';
}

/** Minutes paid for `minutes` of overtime at `percent` additional (art. 59 §1): 60 at 50 % → 90. */
export function payableMinutes(minutes: number, percent: number = ORDINARY_OVERTIME_PERCENT): number {
  return Math.round((minutes * (100 + percent)) / 100);
}

/** A stored ledger line as the terms read it; an EXPIRED line names the credit it expired. */
export type TermLine = Pick<BankLine, 'kind' | 'day' | 'minutes'> & { creditDay?: string };

/**
 * The movements of a ledger: each day's lines net (a day's overtime paid as it happens cancels its balance, a
 * day's compensation and balance offset each other), the expiry lines left out (they record what expired).
 */
export function bankMovements(lines: readonly TermLine[]): BankMovement[] {
  const byDay = new Map<string, number>();
  for (const line of lines) {
    if (line.kind !== 'EXPIRED') byDay.set(line.day, (byDay.get(line.day) ?? 0) + line.minutes);
  }
  return [...byDay].filter(([, minutes]) => minutes !== 0).map(([day, minutes]) => ({ day, minutes }));
}

/** Minutes already written as expired, by the credit's day. */
function expiredByCredit(lines: readonly TermLine[]): Map<string, number> {
  const written = new Map<string, number>();
  for (const line of lines) {
    if (line.kind === 'EXPIRED' && line.creditDay) written.set(line.creditDay, (written.get(line.creditDay) ?? 0) - line.minutes);
  }
  return written;
}

/**
 * What the expiry job must still write on `today`: for each credit past its term, the minutes expired less those
 * already written for it (a retried run finds them written and writes nothing; a credit whose day grew after it
 * expired gets only the difference).
 */
export function dueExpiries(lines: readonly TermLine[], regime: BankRegime, today: string): BankExpiry[] {
  const written = expiredByCredit(lines);
  return bankExpiries(bankMovements(lines), regime, today).flatMap((expiry) => {
    const minutes = expiry.minutes - (written.get(expiry.creditDay) ?? 0);
    return minutes > 0 ? [{ ...expiry, minutes }] : [];
  });
}

/** HR's warning: the days after `today` up to which a credit's expiry is shown. */
export const EXPIRY_WARNING_DAYS = 30;

/**
 * The credits that will expire after `today` and by `untilDay` (both 'yyyy-MM-dd') unless compensated first, with
 * the compensations already scheduled in that time taken into account.
 */
export function upcomingExpiries(lines: readonly TermLine[], regime: BankRegime, today: string, untilDay: string): BankExpiry[] {
  return bankExpiries(bankMovements(lines), regime, untilDay).filter((expiry) => expiry.expiresOn > today);
}
