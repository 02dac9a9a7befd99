import { durationText } from '../workday/time';

// Durations shown HH:MM, a minus sign when negative (spec 002 §3, §9): balances, worked and planned hours.

/** -75 → '-01:15'; hours past 24 are kept ('72:00'). The journeys' durationText is the one formatting. */
export const formatMinutes = durationText;

/** Seconds → 'HH:MM:SS' (the reduced night hours keep their seconds: 24 686 → '06:51:26'). */
export function formatSeconds(seconds: number): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${formatMinutes(Math.floor(seconds / 60))}:${pad(seconds % 60)}`;
}

const HHMM = /^(-?)(\d{1,4}):([0-5]\d)$/;

/** '01:15' → 75, '-01:15' → -75, '72:00' → 4320; null when it is not HH:MM. */
export function parseHhmm(value: string): number | null {
  const match = HHMM.exec(value.trim());
  if (!match) return null;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' && minutes > 0 ? -minutes : minutes;
}
