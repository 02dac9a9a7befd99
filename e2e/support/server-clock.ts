import { zonedClock } from '@colabora/core/timeclock/company-clock';
import { app } from './app';

// The local runtime's shifted clock (packages/local/src/dev-clock.ts) and its jobs, run on demand: a journey can
// walk a whole working day in a minute. Only the time clock reads the shifted clock (functions/src/lib/clock.ts).

async function devCall(method: string, path: string, body?: unknown): Promise<void> {
  const response = await fetch(new URL(path, app().appUrl), {
    method,
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
}

/** Moves the server's clock to `time` ('HH:mm', a few seconds past) on `day`, São Paulo time (the demo companies' zone). */
export function setServerClock(day: string, time: string, secondsPast = 5): Promise<void> {
  const offsetMinutes = (zonedClock('America/Sao_Paulo').instantAt(day, time) + secondsPast * 1000 - Date.now()) / 60_000;
  return devCall('PUT', '/__dev/clock', { offsetMinutes });
}

/** Back to the real time, for the journeys that follow. */
export const resetServerClock = () => devCall('PUT', '/__dev/clock', { offsetMinutes: 0 });

/** Runs a scheduled job now (packages/core/src/jobs.ts), as EventBridge would at the server's time. */
export const runJob = (name: string) => devCall('POST', `/__dev/jobs/${name}`);

/** Holds the local punch writer (packages/local/src/punch-queue.ts): punches wait, answered 202 "Registrando…". */
export const holdPunchWriter = (paused: boolean) => devCall('PUT', '/__dev/punch-writer', { paused });
