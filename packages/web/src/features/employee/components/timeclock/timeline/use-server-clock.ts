import { useCallback, useSyncExternalStore } from 'react';

// The server's time on this page: the instant GET /point-registers answered (serverNow), carried on by the page's
// monotonic clock since the answer arrived. The browser's own wall clock never decides a rule (002 §4.2, issue 12).

export interface ServerAnchor {
  serverNow: string;
  /** performance.now() when the answer arrived. */
  receivedAt: number;
}

/** performance.now(), in steps of `stepMs`, re-read every step. */
function useMonotonicNow(stepMs: number): number {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const timer = setInterval(onChange, stepMs);
      return () => clearInterval(timer);
    },
    [stepMs],
  );
  return useSyncExternalStore(subscribe, () => Math.floor(performance.now() / stepMs) * stepMs);
}

/** The server's current time (epoch ms), to `stepMs`; null before the first answer. */
export function useServerClock(anchor: ServerAnchor | undefined, stepMs = 1000): number | null {
  const monotonic = useMonotonicNow(stepMs);
  if (!anchor) return null;
  return Date.parse(anchor.serverNow) + Math.max(0, monotonic - anchor.receivedAt);
}
