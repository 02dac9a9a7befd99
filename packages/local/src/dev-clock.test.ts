import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CLOCK_OFFSET_ENV, LOCAL_CLOCK_ENV } from '@colabora/functions/lib/clock';
import { devClock } from './dev-clock';

let server: Server;
let url: string;

beforeAll(async () => {
  server = createServer(devClock);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/__dev/clock`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(() => {
  delete process.env[LOCAL_CLOCK_ENV];
  delete process.env[CLOCK_OFFSET_ENV];
});

const put = (body: string) => fetch(url, { method: 'PUT', headers: { 'content-type': 'application/json' }, body });

describe('the local clock endpoint', () => {
  it('moves the server time the time clock reads, and reads it back', async () => {
    process.env[LOCAL_CLOCK_ENV] = '1';
    const answer = await put(JSON.stringify({ offsetMinutes: 90 }));
    expect(answer.status).toBe(200);
    const { offsetMinutes, now } = (await (await fetch(url)).json()) as { offsetMinutes: number; now: string };
    expect(offsetMinutes).toBe(90);
    expect(Date.parse(now) - Date.now()).toBeGreaterThan(89 * 60_000);
  });

  it('refuses an offset that is not a number, and other methods', async () => {
    expect((await put(JSON.stringify({ offsetMinutes: 'amanhã' }))).status).toBe(400);
    expect((await put('{')).status).toBe(400);
    expect((await fetch(url, { method: 'POST', body: '{}' })).status).toBe(405);
  });

  it('shifts nothing where the local clock is not on (only the local runtime turns it on)', async () => {
    await put(JSON.stringify({ offsetMinutes: 600 }));
    const { offsetMinutes } = (await (await fetch(url)).json()) as { offsetMinutes: number };
    expect(offsetMinutes).toBe(0);
  });
});
