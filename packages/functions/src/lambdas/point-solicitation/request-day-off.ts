import { dayOffSchema } from '@colabora/core/timeclock/request-schema';
import { created } from '../../http/reply';
import { action } from '../../http/resource-handler';
import { createRequest } from './new-request';
import { toPointSolicitation } from '../../modules/timeclock/request-records';
import { timeClockPerson } from '../../modules/timeclock/time-clock-person';

/** POST /api/point-solicitation/day-off {reason, solicitationDate, justification, attachment?} → 201 PointSolicitation. */
export const requestDayOff = action('requestDayOff', { body: dayOffSchema }, async ({ caller, body: input }) => {
  const person = timeClockPerson(caller);
  const record = await createRequest(
    person,
    { reason: input.reason, day: input.solicitationDate, solicitationDate: input.solicitationDate, justification: input.justification },
    input.attachment,
  );
  return created(toPointSolicitation(record));
});
