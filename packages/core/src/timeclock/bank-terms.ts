// The hours bank's terms (CLT art. 59 §§2, 5, 6): banked overtime must be given back as time off within the term
// the company's regime allows; what is left when the term ends is paid as overtime. Credits are given back oldest
// first (FIFO), so a compensation always uses the hours closest to expiring.

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
      credits.push({ day: movement.day, expiresOn: creditExpiresOn(movement.day, regime), left: movement.minutes });
      continue;
    }
    let owed = -movement.minutes;
    for (const credit of credits) {
      const used = Math.min(credit.left, owed);
      credit.left -= used;
      owed -= used;
      if (owed === 0) break;
    }
  }
  expireUpTo(until);
  return expired;
}
