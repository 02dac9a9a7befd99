import type { BankEntryView } from '@colabora/core/timeclock/hours-bank';
import { writeLabelled } from '../../db/labelled-transaction';
import type { Caller } from '../../http/caller';
import { now } from '../../lib/clock';
import { bankLinesParts, paymentLine, type BankPayment } from './ledger';

/** Appends HR's compensation or payment to the person's ledger and answers the line written. */
export async function appendPayment(caller: Caller, payment: BankPayment): Promise<BankEntryView> {
  const line = paymentLine(payment);
  const at = now();
  const refused = await writeLabelled((tx) => bankLinesParts(tx, payment.companyId, payment.userId, [line], caller, at));
  // The line's id is new (random): nothing can refuse it.
  if (refused) throw new Error(`hours-bank line refused: ${refused}`);
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
