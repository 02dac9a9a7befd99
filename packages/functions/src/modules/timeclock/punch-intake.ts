import { setTimeout as sleep } from 'node:timers/promises';
import type { PunchPending } from '@colabora/core/timeclock/point-register-api';
import { zonedClock } from '@colabora/core/timeclock/company-clock';
import { keptReply, withdrawQueued, type RequestKey } from '../../http/idempotency';
import { errorReply } from '../../http/error-handler';
import { json, type Reply } from '../../http/reply';
import { enqueuePunch } from './punch-queue';
import type { PunchInput } from './record-punch';

// How the API takes a punch (issue 25): the message to the company's writer, with the request's key, then a short
// wait for the writer's receipt kept under that key. Whatever it answers is true: 201 once the punch is written, 202
// while it is queued, and an error only when the punch was not queued: the key then keeps that error, so a message
// SQS took after all finds the key kept and is never written behind it (Portaria 671 art. 74: a punch is never
// refused for its time; the person is told when one was not taken, and may tap again). The API writes nothing on
// the way (the writer keeps the key): a punch costs three writes, its item, its key and its share of the counter.

/**
 * The pauses between reads of the key while the API waits for the writer, 0.9 s in all, before it answers 202:
 * 25 ms first (the queue and the writer take tens of milliseconds: most punches are answered with their receipt
 * within a read or two), each about 1.4 times the last, so a burst that keeps the writer busy is met with 8 reads
 * per punch, not one every few milliseconds from every container (issue 25's 128 containers).
 */
export const WAIT_STEPS_MS = [25, 35, 50, 70, 100, 140, 200, 280];
/**
 * The time a call must have left to queue a punch, and keeps when it stops waiting: its answer must leave before
 * middy answers the timeout (a 500) while the action runs on, which would queue a punch behind an error.
 */
export const QUEUE_MARGIN_MS = 3_000;
/** A withdrawn punch's key is kept while its message may wait: 14 days in the dead letters, and a day more. */
const WITHDRAWN_KEY_SECONDS = 15 * 24 * 60 * 60;

/** The 202 of a punch: when it was received, on its company's clock, and for which point. */
export function acceptedReply({ receivedAt, point, timeZone }: PunchInput): Reply<PunchPending> {
  const shown = point && { type: point.type, breakName: point.breakName ?? null, expectedAt: point.expectedTime, day: point.day };
  return json(202, { pending: { punchedAt: zonedClock(timeZone).iso(receivedAt.getTime()), point: shown } });
}

/**
 * Queues the punch with its request's key and answers its 202, or what the key keeps when the writer kept it first
 * (a failed send SQS took after all). Throws when the punch could not be queued, or when the call ran so late that
 * its answer might come after the timeout's 500 (`timeLeft`).
 */
export async function queuePunch(key: RequestKey, input: PunchInput, timeLeft: () => number): Promise<Reply> {
  if (timeLeft() < QUEUE_MARGIN_MS) throw new Error('too little time left to queue the punch');
  try {
    await enqueuePunch({ ...input, receivedAt: input.receivedAt.toISOString(), request: key });
    // Sent so late that the timeout may have answered already: withdrawn (the caller was told it failed).
    if (timeLeft() < QUEUE_MARGIN_MS / 2) throw new Error('the punch was queued too late');
    return acceptedReply(input);
  } catch (error) {
    if (await withdrawQueued(key, errorReply(error), WITHDRAWN_KEY_SECONDS)) throw error;
    // The writer kept it first: SQS had the message after all, and the punch is written.
    return (await keptReply(key)) ?? acceptedReply(input);
  }
}

/** The key's answer once the writer completed it, read for about a second (less when `timeLeft` is short); null if it still waits. */
export async function recordedWithin(key: RequestKey, timeLeft: () => number): Promise<Reply | null> {
  for (const step of WAIT_STEPS_MS) {
    if (timeLeft() - step < QUEUE_MARGIN_MS / 2) return null;
    await sleep(step);
    const kept = await keptReply(key);
    if (kept) return kept;
  }
  return null;
}
