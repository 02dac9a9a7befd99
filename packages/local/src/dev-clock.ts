import type { IncomingMessage, ServerResponse } from 'node:http';
import { CLOCK_OFFSET_ENV, clockOffsetMinutes, now } from '@colabora/functions/lib/clock';

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
