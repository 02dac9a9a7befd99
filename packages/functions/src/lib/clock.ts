// The server's clock for the time clock: punches, alerts and "today" are always the server's time, never the
// browser's. Only the local runtime (which sets COLABORA_LOCAL_CLOCK=1) may shift it by
// COLABORA_CLOCK_OFFSET_MINUTES, so people and tests can try a whole day or month; AWS stages never set either
// (infra-tests assert it).

const MINUTE_MS = 60_000;

/** Set to '1' by the local runtime only: the offset below is honoured. */
export const LOCAL_CLOCK_ENV = 'COLABORA_LOCAL_CLOCK';
/** Minutes (may be negative or fractional) the local clock runs ahead of the real one. */
export const CLOCK_OFFSET_ENV = 'COLABORA_CLOCK_OFFSET_MINUTES';

export function clockOffsetMinutes(): number {
  if (process.env[LOCAL_CLOCK_ENV] !== '1') return 0;
  const offset = Number(process.env[CLOCK_OFFSET_ENV] ?? 0);
  return Number.isFinite(offset) ? offset : 0;
}

export function now(): Date {
  return new Date(Date.now() + clockOffsetMinutes() * MINUTE_MS);
}
