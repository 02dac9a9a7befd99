import { compensationBodySchema } from '@colabora/core/timeclock/request-schema';
import { created } from '../../http/reply';
import { action } from '../../http/resource-handler';
import { parseInput } from '../../http/validate';
import { now } from '../../lib/clock';
import { companyToday } from '../../modules/company/time-zone';
import { createRequest } from './new-request';
import { toPointSolicitation } from '../../modules/timeclock/request-records';
import { timeClockPerson } from '../../modules/timeclock/time-clock-person';

/**
 * POST /api/point-solicitation/hours-compensation {reason, compensationDate, totalMinutesCompensated, justification}
 * → 201 PointSolicitation. The date is today or later on the company's calendar at the server's time (002 §5.2).
 */
export const requestCompensation = action('requestCompensation', async ({ caller, body }) => {
  const person = timeClockPerson(caller);
  const input = parseInput(compensationBodySchema(await companyToday(caller.companyId, now())), body);
  const record = await createRequest(
    person,
    {
      reason: input.reason,
      day: input.compensationDate,
      compensationDate: input.compensationDate,
      totalMinutesCompensated: input.totalMinutesCompensated,
      justification: input.justification,
    },
    null,
  );
  return created(toPointSolicitation(record));
});
