import { API } from '@colabora/core/api-routes';
import { punchBodySchema, type PunchAnswer, type PunchReceipt } from '@colabora/core/timeclock/point-register-api';
import { timelinesAround } from '@colabora/core/timeclock/person-day';
import { assignPunch } from '@colabora/core/timeclock/timeline';
import { keptReply, requestKey, type RequestKey } from '../../http/idempotency';
import { created } from '../../http/reply';
import { action } from '../../http/resource-handler';
import { parseInput } from '../../http/validate';
import { now } from '../../lib/clock';
import { companyClock } from '../../modules/company/time-zone';
import { recordPunch, type RecordOutcome } from '../../modules/timeclock/record-punch';
import { timeClockPerson } from '../../modules/timeclock/time-clock-person';
import { dayInputs, todayPointsOf } from './caller-day';
import { punchReceipt } from './punch-view';
import type { UserRecord } from '../../db/entities/user';

/** The CPF of the person's documents step at this moment (11 digits), '' when none was given. */
const cpfOf = (person: UserRecord) => person.documents?.cpf ?? '';

async function receiptOf(outcome: RecordOutcome, key: RequestKey | null): Promise<PunchReceipt> {
  if (outcome.status === 'recorded') return punchReceipt(outcome.punch);
  // The key was used before (a retry, a double click): nothing was written, the first punch is the answer.
  const kept = key && (await keptReply(key));
  if (!kept?.body) throw new Error('a punch request key was taken but not kept');
  return JSON.parse(kept.body) as PunchReceipt;
}

/**
 * POST /api/point-registers {type?, breakName?, pointStartDate?, registerDate?} → 201 PunchAnswer. Records a punch
 * at the server's time (lib/clock.ts; registerDate is ignored), for the point whose REGISTRAR shows now (the body
 * only says which one the person meant), or out of schedule: never refused for its time (Portaria 671 art. 74).
 * The person's CPF now, the company's next NSR and the chained hash are kept with it. Answers the receipt and the
 * day with the punch in it, from the one read of the day the punch was assigned from. Idempotency-Key: a retry
 * answers the first punch's receipt.
 */
export const punch = action('punch', async ({ caller, body, event }) => {
  const person = timeClockPerson(caller);
  const intent = parseInput(punchBodySchema, body ?? {});
  // A retry is told apart by its key's record in the punch transaction itself, not by a read before it.
  const key = requestKey(event, API.punch, caller);
  const receivedAt = now();
  // The company's day (issue 22 §6): its zone is kept per container (modules/company/time-zone.ts), not read per punch.
  const clock = await companyClock(caller.companyId);
  const day = await dayInputs(person, clock.today(receivedAt), clock.zone);
  const point = assignPunch(timelinesAround(day.facts, day.day, day.punches, receivedAt), receivedAt, intent);
  const outcome = await recordPunch(
    { companyId: caller.companyId, userId: caller.id, cpf: cpfOf(person), receivedAt, point, timeZone: clock.zone },
    key && { key, answer: (record) => created(punchReceipt(record)) },
  );
  const receipt = await receiptOf(outcome, key);
  const punches = day.punches.some((known) => known.nsr === receipt.punch.nsr) ? day.punches : [...day.punches, receipt.punch];
  const answer: PunchAnswer = { ...receipt, today: todayPointsOf({ ...day, punches }, receivedAt) };
  return created(answer);
});
