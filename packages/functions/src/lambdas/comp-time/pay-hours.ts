import { payHoursBodySchema } from '@colabora/core/timeclock/bank-schema';
import { compensatedMinutes } from '@colabora/core/timeclock/request-schema';
import { created } from '../../http/reply';
import { action } from '../../http/resource-handler';
import { appendPayment } from '../../modules/timeclock/append-payment';
import { bankHolder } from './bank-person';

/**
 * POST /api/comp-time/money-payment/{id} {justification, hoursPaid, paymentDate, paidValue} → 201 the line (HR of
 * the company): hours paid as money (paidValue in centavos), taken from the bank as a negative MONEY_PAYMENT line
 * that keeps what HR typed. More hours than the bank has: 409 until HR confirms
 * (modules/timeclock/append-payment.ts).
 */
export const payHours = action('payHours', { body: payHoursBodySchema }, async ({ caller, params, body: input }) => {
  const person = await bankHolder(caller, params.id, 'pay');
  // The schema accepted hoursPaid: it is a duration of at least a minute.
  const minutes = compensatedMinutes(input.hoursPaid) ?? 0;
  const line = await appendPayment(
    caller,
    {
      companyId: caller.companyId,
      userId: person.id,
      kind: 'MONEY_PAYMENT',
      day: input.paymentDate,
      minutes,
      justification: input.justification,
      hoursPaid: input.hoursPaid.trim(),
      paidValue: input.paidValue,
    },
    input.allowNegative === true,
  );
  return created(line);
});
