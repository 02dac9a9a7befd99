// The server's clock for the time clock: punches, alerts and "today" are always the server's time, never the
// browser's. Only the local runtime (which sets COLABORA_LOCAL_CLOCK=1) may shift it by
// COLABORA_CLOCK_OFFSET_MINUTES, so people and tests can try a whole day or month; AWS stages never set either.

const MINUTE_MS = 60_000;

export function clockOffsetMinutes(): number {
  if (process.env.COLABORA_LOCAL_CLOCK !== '1') return 0;
  const offset = Number(process.env.COLABORA_CLOCK_OFFSET_MINUTES ?? 0);
  return Number.isFinite(offset) ? offset : 0;
}

export function now(): Date {
  return new Date(Date.now() + clockOffsetMinutes() * MINUTE_MS);
}
