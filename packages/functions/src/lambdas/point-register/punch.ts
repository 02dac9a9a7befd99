import { createHash } from 'node:crypto';
import { IDEMPOTENCY_HEADER } from '@colabora/core/api-routes';
import { SERVER_MSG } from '@colabora/core/messages';
import { punchBodySchema } from '@colabora/core/timeclock/point-register-api';
import { wallClock } from '@colabora/core/timeclock/sao-paulo-clock';
import { assignPunch } from '@colabora/core/timeclock/timeline';
import type { Documents } from '@colabora/core/admission/documents';
import { db } from '../../db/service';
import type { Caller } from '../../http/caller';
import { BadRequest, Conflict } from '../../http/http-error';
import { created } from '../../http/reply';
import { action } from '../../http/resource-handler';
import { parseInput } from '../../http/validate';
import { now } from '../../lib/clock';
import { daysAround, personPlans, timelinesAt } from '../../modules/timeclock/person-timelines';
import { personPunches } from '../../modules/timeclock/punch-store';
import { assignedPunch, punchReceipt } from './punch-view';
import { recordPunch, type PunchRequestKey } from '../../modules/timeclock/record-punch';
import { timeClockPerson } from '../../modules/timeclock/time-clock-person';
import type { UserRecord } from '../../db/entities/user';

/** Idempotency keys are UUIDs; anything much longer is not one of ours. */
const MAX_KEY_LENGTH = 128;

/** The CPF of the person's documents step at this moment (11 digits), '' when none was given. */
const cpfOf = (person: UserRecord) => (person.documents as Pick<Documents, 'cpf'> | undefined)?.cpf ?? '';

function requestKey(headers: Record<string, string | undefined> | undefined, body: unknown): PunchRequestKey | null {
  const key = headers?.[IDEMPOTENCY_HEADER];
  if (!key) return null;
  if (key.length > MAX_KEY_LENGTH) throw new BadRequest(SERVER_MSG.invalidInput);
  return { key, bodyHash: createHash('sha256').update(JSON.stringify(body ?? null)).digest('hex') };
}

/** The first answer of a request sent again with its Idempotency-Key; 409 when the key came with other data. */
async function replay(caller: Caller, request: PunchRequestKey) {
  const { data: first } = await db.entities.punchRequest.get({ companyId: caller.companyId, userId: caller.id, key: request.key }).go({ consistent: true });
  if (!first) return null;
  if (first.bodyHash !== request.bodyHash) throw new Conflict(SERVER_MSG.requestKeyReused);
  const { day, punchedAt, nsr } = first;
  const { data: punch } = await db.entities.punch.get({ companyId: caller.companyId, userId: caller.id, day, punchedAt, nsr }).go({ consistent: true });
  if (!punch) throw new Error(`punch ${nsr} of a kept request is missing`);
  return created(punchReceipt(punch));
}

/**
 * POST /api/point-registers {type?, breakName?, pointStartDate?, registerDate?} → 201 PunchReceipt. Records a punch
 * at the server's time (lib/clock.ts; registerDate is ignored), for the point whose REGISTRAR shows now (the body
 * only says which one the person meant), or out of schedule: never refused for its time (Portaria 671 art. 74).
 * The person's CPF now, the company's next NSR and the chained hash are kept with it. Idempotency-Key: a retry
 * answers the first punch.
 */
export const punch = action('punch', async ({ caller, body, event }) => {
  const person = await timeClockPerson(caller);
  const intent = parseInput(punchBodySchema, body ?? {});
  // A retry is told apart by its key's record in the punch transaction itself, not by a read before it.
  const request = requestKey(event.headers, body);
  const receivedAt = now();
  const days = daysAround(wallClock(receivedAt.getTime()).day);
  const [plans, punches] = await Promise.all([personPlans(person, days), personPunches(caller.companyId, caller.id, days[0], days[1])]);
  const points = timelinesAt(plans, punches.map(assignedPunch), receivedAt).flat();
  const point = assignPunch(points, receivedAt, intent);
  const outcome = await recordPunch({ companyId: caller.companyId, userId: caller.id, cpf: cpfOf(person), receivedAt, point }, request);
  if (outcome.status === 'recorded') return created(punchReceipt(outcome.punch));
  // The key was used before (a retry, a double click): nothing was written, the first punch is the answer.
  const first = request && (await replay(caller, request));
  if (!first) throw new Error('a punch request key was taken but not kept');
  return first;
});
