import { API, ASKING_HEADER } from '@colabora/core/api-routes';
import { punchBodySchema, type PunchReceipt, type PunchReply } from '@colabora/core/timeclock/point-register-api';
import type { ZonedClock } from '@colabora/core/timeclock/company-clock';
import { timelinesAround } from '@colabora/core/timeclock/person-day';
import { assignPunch } from '@colabora/core/timeclock/timeline';
import { keptReply, ownRequestKey, requestKey } from '../../http/idempotency';
import { Conflict } from '../../http/http-error';
import { created, json, type Reply } from '../../http/reply';
import { action } from '../../http/resource-handler';
import { parseInput } from '../../http/validate';
import { now } from '../../lib/clock';
import { logger, failure } from '../../lib/telemetry';
import { companyClock } from '../../modules/company/time-zone';
import { queuePunch, recordedWithin } from '../../modules/timeclock/punch-intake';
import { timeClockPerson } from '../../modules/timeclock/time-clock-person';
import { dayInputs, todayPointsOf, type DayInputs } from './caller-day';
import type { UserRecord } from '../../db/entities/user';

/** The CPF of the person's documents step at this moment (11 digits), '' when none was given. */
const cpfOf = (person: UserRecord) => person.documents?.cpf ?? '';

/**
 * What the punch's key keeps, answered: a recorded punch's receipt (kept by the writer) with the caller's day, the
 * day read when the punch was taken or, for a request sent again, read now; anything else (the error of a punch that
 * was not queued) as it was kept.
 */
async function keptAnswer(person: UserRecord, clock: ZonedClock, kept: Reply, taken?: { day: DayInputs; at: Date }): Promise<Reply<PunchReply>> {
  if (kept.statusCode !== 201) return kept as Reply<PunchReply>;
  const receipt = JSON.parse(kept.body ?? '') as PunchReceipt;
  const at = taken?.at ?? now();
  const day = taken?.day ?? (await dayInputs(person, clock.today(at), clock.zone));
  const punches = day.punches.some((known) => known.nsr === receipt.punch.nsr) ? day.punches : [...day.punches, receipt.punch];
  return created({ ...receipt, today: todayPointsOf({ ...day, punches }, at) });
}

/**
 * POST /api/point-registers {type?, breakName?, pointStartDate?, registerDate?} → 201 PunchAnswer or 202 PunchPending.
 * Takes a punch at the server's time (lib/clock.ts; registerDate is ignored), for the point whose REGISTRAR shows now
 * (the body only says which one the person meant), or out of schedule: never refused for its time (Portaria 671
 * art. 74). The person's CPF now, the time and the point are fixed here and queued for the company's writer, which
 * gives the punch its NSR and chained hash (modules/timeclock/punch-intake.ts). Answers 201 with the receipt and the
 * day when the writer is done within about a second, else 202 "being recorded". Asked for with its Idempotency-Key
 * and ASKING_HEADER (the SPA after a 202), it answers the receipt, or 202 `pending: null` while there is none (no
 * other route). Sent again without it (a retry after a lost answer), it is queued again: SQS FIFO
 * drops it within its 5-minute deduplication, and after that the writer finds its key kept.
 */
export const punch = action('punch', async ({ caller, body, event, timeLeft = () => Infinity }): Promise<Reply<PunchReply>> => {
  const person = timeClockPerson(caller);
  const intent = parseInput(punchBodySchema, body ?? {});
  // The company's day (issue 22 §6): its zone is kept per container (modules/company/time-zone.ts), not read per punch.
  const clock = await companyClock(caller.companyId);
  const given = requestKey(event, API.punch, caller);
  // Asked for (the SPA after a 202, every PUNCH_POLL_MS): the punch is queued already, its answer is read once (a
  // burst that keeps the writer busy is not met with more reads), and it is never sent again.
  if (given && event.headers?.[ASKING_HEADER] !== undefined) {
    const kept = await keptReply(given);
    return kept ? keptAnswer(person, clock, kept) : json(202, { pending: null });
  }
  // A tap is queued without reading its key first (one read less for every punch of a burst): a retry of one already
  // taken is dropped by the FIFO's deduplication or found kept by the writer, and answers what its key keeps.
  const key = given ?? ownRequestKey(event, caller);
  const receivedAt = now();
  const day = await dayInputs(person, clock.today(receivedAt), clock.zone);
  const point = assignPunch(timelinesAround(day.facts, day.day, day.punches, receivedAt), receivedAt, intent);
  const reply = await queuePunch(key, { companyId: caller.companyId, userId: caller.id, cpf: cpfOf(person), receivedAt, point, timeZone: clock.zone }, timeLeft);
  const taken = { day, at: receivedAt };
  // What the writer kept first (a failed send SQS took after all), else its 202.
  if (reply.statusCode !== 202) return keptAnswer(person, clock, reply, taken);
  const accepted = reply as Reply<PunchReply>;
  // Queued: from here on the answer is 201 or 202, never an error (the punch will be written), unless its key was
  // kept first: the error of a retried punch that was not queued, or 409 for a key sent with other data.
  try {
    const recorded = await recordedWithin(key, timeLeft);
    return recorded ? await keptAnswer(person, clock, recorded, taken) : accepted;
  } catch (error) {
    // The key is another request's (other data): this one writes nothing, and says so.
    if (error instanceof Conflict) throw error;
    logger.warn('punch queued, its receipt not read', { error: failure(error) });
    return accepted;
  }
});
