import { compensateHoursBodySchema } from '@colabora/core/timeclock/bank-schema';
import { created } from '../../http/reply';
import { action } from '../../http/resource-handler';
import { parseInput } from '../../http/validate';
import { now } from '../../lib/clock';
import { companyToday } from '../../modules/company/time-zone';
import { appendPayment } from '../../modules/timeclock/append-payment';
import { bankHolder } from './bank-person';

/**
 * POST /api/comp-time/compensate-hours/{id} {justification, compensationDate, totalMinutesCompensated} → 201 the
 * line (HR of the company): time off from tomorrow on (the server's day), taken from the bank as a negative
 * COMPENSATION_PAYMENT line. The day's plan shrinks by those minutes when it is settled, so it is not a fault.
 * More hours than the bank has: 409 until HR confirms (modules/timeclock/append-payment.ts).
 */
export const compensateHours = action('compensateHours', async ({ caller, params, body }) => {
  const input = parseInput(compensateHoursBodySchema(await companyToday(caller.companyId, now())), body);
  const person = await bankHolder(caller, params.id, 'compensate');
  const line = await appendPayment(
    caller,
    {
      companyId: caller.companyId,
      userId: person.id,
      kind: 'COMPENSATION_PAYMENT',
      day: input.compensationDate,
      minutes: input.totalMinutesCompensated,
      justification: input.justification,
    },
    input.allowNegative === true,
  );
  return created(line);
});
