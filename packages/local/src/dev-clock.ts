import type { IncomingMessage, ServerResponse } from 'node:http';
import { CLOCK_OFFSET_ENV, clockOffsetMinutes, LOCAL_CLOCK_ENV, now } from '@colabora/functions/lib/clock';

const MINUTE_MS = 60_000;

// Local-only: moves the time clock's server time while the runtime runs (there is no such call in AWS), as
// COLABORA_CLOCK_OFFSET_MINUTES does at start. The handlers run in this process and read the offset on every call
// (functions/src/lib/clock.ts), so the end-to-end suite can walk a whole day: PUT {"offsetMinutes": n}; GET reads it.

function reply(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

const clockState = () => ({ offsetMinutes: clockOffsetMinutes(), now: now().toISOString() });

export function devClock(req: IncomingMessage, res: ServerResponse): void {
  if (req.method === 'GET') return reply(res, 200, clockState());
  if (req.method !== 'PUT') return reply(res, 405, { message: 'Use GET ou PUT.' });
  let text = '';
  req.on('data', (chunk: Buffer) => (text += chunk.toString()));
  req.on('end', () => {
    const offset = (() => {
      try {
        return (JSON.parse(text) as { offsetMinutes?: unknown }).offsetMinutes;
      } catch {
        return undefined;
      }
    })();
    if (typeof offset !== 'number' || !Number.isFinite(offset)) return reply(res, 400, { message: 'offsetMinutes deve ser um número.' });
    process.env[CLOCK_OFFSET_ENV] = String(offset);
    reply(res, 200, clockState());
  });
}

/**
 * Runs `work` with the server's clock at `instant` (then as it was): the demo seed's records made by the app's own
 * writes, dated by the server's clock, are dated when the history they come before begins.
 */
export async function atServerTime<T>(instant: number, work: () => Promise<T>): Promise<T> {
  if (process.env[LOCAL_CLOCK_ENV] !== '1') throw new Error(`the server's clock moves only with ${LOCAL_CLOCK_ENV}=1`);
  const before = process.env[CLOCK_OFFSET_ENV];
  process.env[CLOCK_OFFSET_ENV] = String((instant - Date.now()) / MINUTE_MS);
  try {
    return await work();
  } finally {
    if (before === undefined) delete process.env[CLOCK_OFFSET_ENV];
    else process.env[CLOCK_OFFSET_ENV] = before;
  }
}
