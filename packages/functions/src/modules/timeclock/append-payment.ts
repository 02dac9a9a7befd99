import { balanceRequired, negativeBankRefusal } from '@colabora/core/timeclock/bank-balance';
import type { BankEntryView } from '@colabora/core/timeclock/hours-bank';
import { writeLabelled } from '../../db/labelled-transaction';
import { READ_AGAIN, retryTransaction } from '../../db/transaction-retry';
import type { Caller } from '../../http/caller';
import { Conflict } from '../../http/http-error';
import { now } from '../../lib/clock';
import { bankLinesParts, bankTotal, paymentLine, type BankPayment } from './ledger';

/** How many times a payment refused by a total that then covered it (a credit appended meanwhile) is tried again. */
const ATTEMPTS = 5;

/**
 * What a payment's refusal by the total's condition (label 'bankTotal') means: 409 bankWouldGoNegative with core's
 * refusal for the total read again, so HR sees the balance left and can confirm; or, when the total now covers the
 * payment (a credit appended meanwhile), READ_AGAIN: write it again. HR's own payments and approved compensation
 * requests (point-solicitation/approve-request.ts) answer it alike.
 */
export async function refusedByTotal(payment: Pick<BankPayment, 'companyId' | 'userId' | 'minutes'>, allowNegative: boolean): Promise<typeof READ_AGAIN> {
  const refusal = negativeBankRefusal(await bankTotal(payment.companyId, payment.userId), payment.minutes, allowNegative);
  if (refusal) throw new Conflict(refusal).withCode('bankWouldGoNegative');
  return READ_AGAIN;
}

/**
 * Appends HR's compensation or payment to the person's ledger and answers the line written. Taking minutes the bank
 * does not have (issue 20 §4) waits for HR's confirmation (`allowNegative`): until then the person's total must hold
 * core's balanceRequired when the line is written, a condition in the line's own transaction, so payments sent at
 * once cannot together leave the bank negative. Refused: refusedByTotal.
 */
export async function appendPayment(caller: Caller, payment: BankPayment, allowNegative: boolean): Promise<BankEntryView> {
  const line = paymentLine(payment);
  const at = now();
  const required = balanceRequired(payment.minutes, allowNegative);
  await retryTransaction(
    async () => {
      const refused = await writeLabelled((tx) => bankLinesParts(tx, payment.companyId, payment.userId, [line], caller, at, required));
      if (refused === undefined) return undefined;
      // The line's id is new (random): only the total's condition can refuse it.
      if (refused !== 'bankTotal') throw new Error(`hours-bank line refused: ${refused}`);
      return refusedByTotal(payment, allowNegative);
    },
    { attempts: ATTEMPTS, exhausted: () => new Error('hours-bank total kept changing') },
  );
  return {
    _id: line.id,
    kind: line.kind,
    day: line.day,
    minutes: line.minutes,
    justification: line.justification ?? null,
    hoursPaid: line.hoursPaid ?? null,
    paidValue: line.paidValue ?? null,
    createdAt: at.toISOString(),
    createdByName: caller.fullName,
  };
}
