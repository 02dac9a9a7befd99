import { dayOffSchema } from '@colabora/core/timeclock/request-schema';
import { created } from '../../http/reply';
import type { CallerAction } from '../../http/resource-handler';
import { parseInput } from '../../http/validate';
import { createRequest } from './new-request';
import { toPointSolicitation } from '../../modules/timeclock/request-records';
import { timeClockPerson } from '../../modules/timeclock/time-clock-person';

/** POST /api/point-solicitation/day-off {reason, solicitationDate, justification, attachment?} → 201 PointSolicitation. */
export const requestDayOff: CallerAction = async ({ caller, body }) => {
  const person = timeClockPerson(caller);
  const input = parseInput(dayOffSchema, body);
  const record = await createRequest(
    person,
    { reason: input.reason, day: input.solicitationDate, solicitationDate: input.solicitationDate, justification: input.justification },
    input.attachment,
  );
  return created(toPointSolicitation(record));
};
