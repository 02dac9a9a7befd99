import { REQUEST_MSG } from '@colabora/core/timeclock/request-messages';
import { adjustAlertSchema, adjustSchema } from '@colabora/core/timeclock/request-schema';
import { db } from '../../db/service';
import { BadRequest, Conflict, NotFound } from '../../http/http-error';
import { created } from '../../http/reply';
import { action } from '../../http/resource-handler';
import { parseInput } from '../../http/validate';
import { companyClock } from '../../modules/company/time-zone';
import { adjustedTimeIssue } from './adjustment-time';
import { correctedInstant, correctedPunchNsr } from './corrected-time';
import { createRequest, RequestIdTaken } from './new-request';
import { personRequests, toPointSolicitation } from '../../modules/timeclock/request-records';
import { timeClockPerson } from '../../modules/timeclock/time-clock-person';

/** The caller's own open alert; anyone else's, or one already resolved, is not found. */
async function openAlertOf(companyId: string, userId: string, id: string) {
  const { data } = await db.entities.pointAlert.get({ companyId, userId, id }).go({ consistent: true });
  if (!data || data.state !== 'OPEN') throw new NotFound(REQUEST_MSG.alertNotFound);
  return data;
}

/**
 * POST /api/point-solicitation/adjust {pointAlert, reason, justification, attachment?, registerDate?,
 * partialMedicalCertificateStartHour?, partialMedicalCertificateEndHour?} → 201 PointSolicitation (002 §5.1,
 * §7.1). The reasons and fields follow the alert's type. A new record linked to the alert and, when one exists,
 * to the punch it corrects: nothing counts until HR approves, and the punch is never changed. One request in
 * analysis (or approved) per alert. A corrected time still to come, or out of the day's order, is 400 on the
 * registerDate field (issue 20 §4, adjustment-time.ts).
 */
export const requestAdjustment = action('requestAdjustment', async ({ caller, body }) => {
  const person = timeClockPerson(caller);
  const { pointAlert } = parseInput(adjustAlertSchema, body);
  const alert = await openAlertOf(person.companyId, person.id, pointAlert);
  const input = parseInput(adjustSchema(alert.alertType), body);
  const earlier = (await personRequests(person.companyId, person.id, alert.day, alert.day)).filter((request) => request.alertId === alert.id);
  if (earlier.some((request) => request.status !== 'DISAPPROVED')) throw new Conflict(REQUEST_MSG.alertAlreadyRequested);
  const clock = await companyClock(person.companyId);
  const correctedAt = input.registerDate ? correctedInstant(clock, alert.pointStartDate, input.registerDate) : null;
  if (correctedAt !== null && alert.pointType) {
    const issue = await adjustedTimeIssue(person, { ...alert, pointType: alert.pointType, at: correctedAt });
    if (issue) throw new BadRequest(issue, { registerDate: issue });
  }
  // The alert's n-th request: two sent at once for the same alert take the same id, and only one is written.
  const id = `${person.id}.${alert.id}.${earlier.length + 1}`;
  const record = await createRequest(
    person,
    {
      reason: input.reason,
      day: alert.day,
      justification: input.justification,
      alertId: alert.id,
      alertType: alert.alertType,
      pointType: alert.pointType,
      breakId: alert.breakId,
      breakName: alert.breakName,
      pointStartDate: alert.pointStartDate,
      registerDate: correctedAt === null ? undefined : clock.iso(correctedAt),
      punchNsr: correctedAt === null ? undefined : ((await correctedPunchNsr(clock, person.companyId, person.id, correctedAt)) ?? undefined),
      partialStartHour: input.partialMedicalCertificateStartHour ?? undefined,
      partialEndHour: input.partialMedicalCertificateEndHour ?? undefined,
    },
    input.attachment,
    id,
  ).catch((error: unknown) => {
    throw error instanceof RequestIdTaken ? new Conflict(REQUEST_MSG.alertAlreadyRequested) : error;
  });
  return created(toPointSolicitation(record));
});
