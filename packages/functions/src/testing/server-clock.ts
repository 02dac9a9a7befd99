// The server's clock in handler tests: lib/clock.ts reads the shift the local runtime sets, so a test moves it
// the same way, and puts it back after each test (serverClockReset in afterEach).

/**
 * Moves the server's clock to `time` on `day` at `utcOffset` (São Paulo's by default), give or take the
 * milliseconds a test takes.
 */
export function clockAt(day: string, time: string, utcOffset = '-03:00'): void {
  process.env.COLABORA_LOCAL_CLOCK = '1';
  process.env.COLABORA_CLOCK_OFFSET_MINUTES = String((Date.parse(`${day}T${time}${utcOffset}`) - Date.now()) / 60_000);
}

/** The server's clock as the machine's again. */
export function serverClockReset(): void {
  delete process.env.COLABORA_LOCAL_CLOCK;
  delete process.env.COLABORA_CLOCK_OFFSET_MINUTES;
}
