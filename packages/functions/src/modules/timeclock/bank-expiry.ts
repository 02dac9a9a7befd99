import { addCalendarDays, brazilianDate } from '@colabora/core/ground/calendar-day';
import { BANK_MSG } from '@colabora/core/timeclock/bank-messages';
import {
  dueExpiries,
  EXPIRY_WARNING_DAYS,
  payableMinutes,
  upcomingExpiries,
  type BankExpiry,
  type BankRegime,
} from '@colabora/core/timeclock/bank-terms';
import { writeLabelled } from '../../db/labelled-transaction';
import { bankLinesParts, personLedger, TIME_CLOCK_AUTHOR, type BankLineRecord, type NewBankLine } from './ledger';

// Expiry of the hours bank (issue 22 §4; CLT art. 59 §§2, 5, 6): a credit not given back within its regime's term
// leaves the bank and is paid as overtime. The job writes, oldest credit first (core bankExpiries, FIFO), a line
// EXPIRED ('vencido') of the minutes left, payable at the ordinary overtime additional. Its id is the credit's day
// and how many expiry lines that credit already has, so a retried or concurrent run that read the same ledger
// writes the same key and is refused (the ledger's lines are created only where none exists).

/** Lines per transaction: each line, the person's total and at most one month item per line stay within 100. */
const LINES_PER_TRANSACTION = 40;

/** The line that writes `expiry`, numbered after the expiry lines its credit already has. */
function expiredLine(expiry: BankExpiry, held: readonly BankLineRecord[]): NewBankLine {
  const before = held.filter((line) => line.kind === 'EXPIRED' && line.creditDay === expiry.creditDay).length;
  return {
    id: `expired-${expiry.creditDay}-${String(before + 1).padStart(3, '0')}`,
    kind: 'EXPIRED',
    day: expiry.expiresOn,
    minutes: -expiry.minutes,
    // Art. 59 §1: at least 50 %. Which of a credit's minutes came from a rest day or holiday (100 %) the ledger
    // does not record; the payroll may pay more, never less.
    payableMinutes: payableMinutes(expiry.minutes),
    creditDay: expiry.creditDay,
    justification: BANK_MSG.expiredLine(brazilianDate(expiry.creditDay)),
  };
}

/** Writes the person's credits whose term ended by `today` and were not written yet; answers the lines written. */
export async function expireCredits(companyId: string, userId: string, regime: BankRegime, today: string, at?: Date): Promise<number> {
  const held = await personLedger(companyId, userId);
  const lines = dueExpiries(held, regime, today).map((expiry) => expiredLine(expiry, held));
  let written = 0;
  for (let next = 0; next < lines.length; next += LINES_PER_TRANSACTION) {
    const chunk = lines.slice(next, next + LINES_PER_TRANSACTION);
    // Refused: another run wrote these lines first; the next run finds them and writes nothing more.
    const refused = await writeLabelled((tx) => bankLinesParts(tx, companyId, userId, chunk, TIME_CLOCK_AUTHOR, at));
    if (refused) return written;
    written += chunk.length;
  }
  return written;
}

/** The person's credits that will expire in the next 30 days unless compensated first. */
export async function expiringCredits(companyId: string, userId: string, regime: BankRegime, today: string): Promise<BankExpiry[]> {
  return upcomingExpiries(await personLedger(companyId, userId), regime, today, addCalendarDays(today, EXPIRY_WARNING_DAYS));
}
