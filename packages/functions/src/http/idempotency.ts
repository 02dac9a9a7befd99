import { setTimeout as sleep } from 'node:timers/promises';
import { createHash, randomUUID } from 'node:crypto';
import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { API, IDEMPOTENCY_HEADER, type ApiRoute } from '@colabora/core/api-routes';
import { SERVER_MSG } from '@colabora/core/messages';
import { isConditionFailure } from '../db/condition-failure';
import type { TxEntities, TxPart } from '../db/labelled-transaction';
import { db } from '../db/service';
import { now } from '../lib/clock';
import type { RequestContext } from './authorize';
import { errorReply } from './error-handler';
import { BadRequest, Conflict } from './http-error';
import type { Caller } from './caller';
import type { Reply } from './reply';

// A create sent again with the same Idempotency-Key (the SPA retries a create whose answer it never got, after
// 0.5 s and 1.5 s) gets the first call's answer instead of running twice. One key, one effect, whatever the order
// or concurrency: the key is claimed by a conditional write BEFORE the action runs, so of two calls at once only
// one runs; the other waits for the first answer. A claim is released only when the action refused the call
// (4xx: nothing was written), so the call fixed can be sent again with its key; any other failure may have
// written (a payslip kept before its e-mail failed), so that answer is kept as the first one.
// The key counts per caller and route, so one person's key never returns another's answer; a call without the
// header, or on a route the manifest does not mark `idempotent`, runs as usual.
// A create handed to a queue (the punch: modules/timeclock/punch-intake.ts) writes no key when it is taken: its
// message carries the key (and SQS FIFO drops the same key sent again within 5 minutes); the writer keeps the key
// with its answer in the transaction that writes the effect, refused when the key is kept already (keepQueued), so
// one key writes one effect. A call that cannot say its create was queued keeps its error under the key first
// (withdrawQueued): a message SQS took after all then writes nothing. A retry finds the kept answer (keptReply),
// or none while the message waits.

/** How long a first answer is kept for its retries. */
export const IDEMPOTENCY_SECONDS = 24 * 60 * 60;
/** Keys are UUIDs; anything much longer is not one of ours. */
const MAX_KEY_LENGTH = 128;
/** How long a duplicate waits for the first call's answer before it is told the call is still running (409). */
export const IN_PROGRESS_WAIT_MS = 5_000;
const POLL_MS = 100;

/** A call's Idempotency-Key: whose, on which route, and the hash of the data it came with. */
export interface RequestKey {
  id: { companyId: string; callerId: string; routeKey: string; key: string };
  bodyHash: string;
}

interface Claim {
  id: RequestKey['id'];
  claim: string;
}

const claims = new WeakMap<APIGatewayProxyEventV2, Claim>();
const nowSeconds = () => Math.floor(now().getTime() / 1000);

/** The call's data: the path (a payment for another person is other data) and the body as sent. */
function requestHash(event: APIGatewayProxyEventV2): string {
  return createHash('sha256').update(`${event.rawPath}\n${event.body ?? ''}`).digest('hex');
}

function storedReply(record: { statusCode?: number; headers?: string; body?: string; isBase64Encoded?: boolean }): Reply {
  return {
    statusCode: record.statusCode,
    headers: record.headers ? (JSON.parse(record.headers) as Record<string, string>) : undefined,
    body: record.body,
    ...(record.isBase64Encoded ? { isBase64Encoded: true } : {}),
  };
}

/**
 * The call's Idempotency-Key, or null: no header, or a route the manifest does not mark `idempotent`. 400 for a
 * key too long to be one of ours.
 */
export function requestKey(event: APIGatewayProxyEventV2, route: ApiRoute | undefined, caller: Caller | null | undefined): RequestKey | null {
  const key = event.headers?.[IDEMPOTENCY_HEADER];
  if (!key || !route?.idempotent || !caller) return null;
  if (key.length > MAX_KEY_LENGTH) throw new BadRequest(SERVER_MSG.invalidInput);
  return { id: { companyId: caller.companyId, callerId: caller.id, routeKey: event.routeKey, key }, bodyHash: requestHash(event) };
}

const keptAnswer = (reply: Reply) => ({
  statusCode: reply.statusCode ?? 200,
  headers: JSON.stringify(reply.headers ?? {}),
  body: reply.body ?? '',
  isBase64Encoded: reply.isBase64Encoded ?? false,
});

/**
 * The call's key when it came without one (or on a route that does not mark it): a fresh one, so a create handed to
 * a queue still has its record and its message a deduplication id.
 */
export function ownRequestKey(event: APIGatewayProxyEventV2, caller: Caller): RequestKey {
  return { id: { companyId: caller.companyId, callerId: caller.id, routeKey: event.routeKey, key: randomUUID() }, bodyHash: requestHash(event) };
}

/** A queued create's key record, kept with its answer: written once (its claim is no one's). */
const keptRecord = ({ id, bodyHash }: RequestKey, reply: Reply, keepSeconds = IDEMPOTENCY_SECONDS) => ({
  ...id,
  bodyHash,
  claim: randomUUID(),
  status: 'COMPLETED' as const,
  ...keptAnswer(reply),
  expiresAt: nowSeconds() + keepSeconds,
});

/** A queued create's key, kept COMPLETED with `reply` (its 201) by the writer in the transaction of its effect; refused when the key is kept already (written before, or withdrawn). */
export function keepQueued(tx: TxEntities, key: RequestKey, reply: Reply): TxPart {
  return tx.idempotentRequest.create(keptRecord(key, reply)).commit();
}

/**
 * A queued create whose message may not have been sent: the key keeps `reply` (the failure told to the caller), so
 * a message SQS took after all finds its key kept and writes nothing, for `keepSeconds` (longer than the message may
 * wait, dead letters included). False when the writer kept it first (the
 * message was taken and written: the kept answer is the truth).
 */
export async function withdrawQueued(key: RequestKey, reply: Reply, keepSeconds: number): Promise<boolean> {
  try {
    await db.entities.idempotentRequest.create(keptRecord(key, reply, keepSeconds)).go({ response: 'none' });
    return true;
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    return false;
  }
}

/** The answer kept under a key its action found taken (completedRequest); 409 when it came with other data. */
export async function keptReply({ id, bodyHash }: RequestKey): Promise<Reply | null> {
  const { data: first } = await db.entities.idempotentRequest.get(id).go({ consistent: true });
  if (!first) return null;
  if (first.bodyHash !== bodyHash) throw new Conflict(SERVER_MSG.requestKeyReused);
  return storedReply(first);
}

/** The key taken for this call, or the first answer / a refusal when another call holds it. */
async function claimOrReplay({ id, bodyHash }: RequestKey): Promise<{ claim: string } | { reply: Reply }> {
  const claim = randomUUID();
  const deadline = Date.now() + IN_PROGRESS_WAIT_MS;
  for (;;) {
    try {
      await db.entities.idempotentRequest
        .create({ ...id, bodyHash, claim, status: 'IN_PROGRESS', expiresAt: nowSeconds() + IDEMPOTENCY_SECONDS })
        .go({ response: 'none' });
      return { claim };
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
    const { data: first } = await db.entities.idempotentRequest.get(id).go({ consistent: true });
    if (!first) continue; // released in between: claim it again
    if (first.expiresAt <= nowSeconds()) {
      // Past its time to live but not yet swept by DynamoDB: as good as absent.
      await db.entities.idempotentRequest.delete(id).where((a, { eq }) => eq(a.claim, first.claim)).go().catch((e: unknown) => {
        if (!isConditionFailure(e)) throw e;
      });
      continue;
    }
    if (first.bodyHash !== bodyHash) throw new Conflict(SERVER_MSG.requestKeyReused);
    if (first.status === 'COMPLETED') return { reply: storedReply(first) };
    if (Date.now() >= deadline) throw new Conflict(SERVER_MSG.requestInProgress);
    await sleep(POLL_MS);
  }
}

async function complete(held: Claim, reply: Reply): Promise<void> {
  await db.entities.idempotentRequest
    .patch(held.id)
    .set({ status: 'COMPLETED', ...keptAnswer(reply) })
    .where((a, { eq }) => eq(a.claim, held.claim))
    .go({ response: 'none' });
}

/** Runs after authorization (it needs the route and the caller). */
function idempotency(): MiddlewareObj<APIGatewayProxyEventV2, Reply, Error, RequestContext> {
  return {
    before: async (request) => {
      const { event, context } = request;
      const key = requestKey(event, context.route && API[context.route], context.caller);
      if (!key) return undefined;
      const outcome = await claimOrReplay(key);
      if ('reply' in outcome) return outcome.reply;
      claims.set(event, { id: key.id, claim: outcome.claim });
      return undefined;
    },
    after: async ({ event, response }) => {
      const held = claims.get(event);
      if (!held || !response) return;
      claims.delete(event);
      await complete(held, response);
    },
    onError: async ({ event, error }) => {
      const held = claims.get(event);
      if (!held) return;
      claims.delete(event);
      const reply = errorReply(error);
      if ((reply.statusCode ?? 500) < 500) {
        await db.entities.idempotentRequest
          .delete(held.id)
          .where((a, { eq }) => `${eq(a.claim, held.claim)} AND ${eq(a.status, 'IN_PROGRESS')}`)
          .go();
      } else {
        await complete(held, reply);
      }
    },
  };
}

/** The middlewares a resource handler adds when its creates honour Idempotency-Key (after authorization). */
export function idempotentCreates(): MiddlewareObj<APIGatewayProxyEventV2, Reply, Error, RequestContext>[] {
  return [idempotency()];
}
