import { BANK_MSG } from './bank-messages';
import { formatMinutes } from './hhmm';

// Paying or compensating hours the bank does not have (issue 20 §4). The spec lets the bank be negative (002 §3:
// 'a single number, positive or negative') and the company records no hours-bank regime (CLT art. 59 §2, §5,
// §6: collective agreement, individual written agreement, same month) that would forbid it, so taking more than
// the balance is allowed, but never silently: the dialog shows the balance and warns, and the server refuses
// until HR confirms (allowNegative).

/** The bank after taking `minutes` off `balance` (both in minutes). */
export const bankAfter = (balance: number, minutes: number) => balance - minutes;

/**
 * The least balance from which taking `minutes` off leaves the bank at zero or above without HR's confirmation;
 * null when no balance is needed (nothing leaves the bank, or HR confirmed a negative bank). The one statement of
 * the rule: the messages below test a balance against it, and the server makes it the condition of the payment's
 * own transaction (functions modules/timeclock/append-payment.ts), so two payments at once cannot both pass.
 */
export function balanceRequired(minutes: number, allowNegative: boolean): number | null {
  return minutes > 0 && !allowNegative ? minutes : null;
}

/** What HR reads before taking `minutes` off a bank of `balance` that would go negative, else null. */
export function negativeBankWarning(balance: number, minutes: number): string | null {
  const required = balanceRequired(minutes, false);
  return required !== null && balance < required
    ? BANK_MSG.wouldGoNegative(formatMinutes(balance), formatMinutes(minutes), formatMinutes(bankAfter(balance, minutes)))
    : null;
}

/** The server's refusal of a payment or compensation that makes the bank negative without HR's confirmation, else null. */
export function negativeBankRefusal(balance: number, minutes: number, allowNegative: boolean): string | null {
  const warning = negativeBankWarning(balance, minutes);
  return warning && !allowNegative ? `${warning} ${BANK_MSG.confirmNegative}` : null;
}
