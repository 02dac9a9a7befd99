// Night work (CLT art. 73; rural: Lei 5.889/1973 art. 7; Súmula 60 II TST). Work is given as spans of the
// company's wall clock, in minutes from the start of the shift's first day (a shift past midnight runs over 1440),
// so the rule is the same in every time zone: the caller reads the punches on the company's clock.

export const NIGHT_KINDS = ['URBAN', 'RURAL_FARMING', 'RURAL_LIVESTOCK'] as const;
export type NightKind = (typeof NIGHT_KINDS)[number];

export interface NightRule {
  /** Wall-clock minute the night starts (the evening) and ends (the next morning). */
  start: number;
  end: number;
  /** The urban night hour is 52 min 30 s (art. 73 §1): 7 clock hours pay 8. Rural night has no reduced hour. */
  reducedHour: boolean;
  /** The least additional on night hours, in percent (art. 73 caput: 20; Lei 5.889 art. 7 sole §: 25). */
  premiumPercent: number;
}

export const NIGHT_RULES: Record<NightKind, NightRule> = {
  URBAN: { start: 22 * 60, end: 5 * 60, reducedHour: true, premiumPercent: 20 },
  RURAL_FARMING: { start: 21 * 60, end: 5 * 60, reducedHour: false, premiumPercent: 25 },
  RURAL_LIVESTOCK: { start: 20 * 60, end: 4 * 60, reducedHour: false, premiumPercent: 25 },
};

const DAY = 24 * 60;
/** 60 / 52.5: a reduced night hour per clock hour. */
const REDUCED_FACTOR = 8 / 7;

export interface Span {
  from: number;
  to: number;
}

export interface NightTime {
  /** Clock minutes worked in the night (and, by Súmula 60 II, in its extension). */
  clockMinutes: number;
  /** What they count as: clock minutes × 60/52.5 in the urban night, in whole seconds; equal to clock time elsewhere. */
  reducedSeconds: number;
  /** Of `clockMinutes`, those after the night's end that count as night because the whole night was worked. */
  extendedMinutes: number;
}

const overlap = (a: Span, b: Span) => Math.max(0, Math.min(a.to, b.to) - Math.max(a.from, b.from));

/** The nights a shift can touch: the one ending on its first morning and every one after, up to its end. */
function nightWindows(rule: NightRule, last: number): Span[] {
  const windows: Span[] = [];
  for (let evening = rule.start - DAY; evening < last; evening += DAY) {
    windows.push({ from: evening, to: evening + DAY - rule.start + rule.end });
  }
  return windows;
}

/**
 * The night minutes of one shift (its work spans, breaks left out). Súmula 60 II: when the shift covers a whole
 * night (its work starts at or before the night's start and goes on, breaks apart, to its end) and goes past it,
 * the minutes after the night's end count as night too. A shift that starts inside the night gets no extension:
 * the product reads "cumprida integralmente a jornada no período noturno" literally (README 'Night work').
 */
export function nightTime(spans: readonly Span[], rule: NightRule): NightTime {
  if (spans.length === 0) return { clockMinutes: 0, reducedSeconds: 0, extendedMinutes: 0 };
  const sorted = [...spans].sort((a, b) => a.from - b.from);
  const first = sorted[0].from;
  const last = sorted[sorted.length - 1].to;
  let clockMinutes = 0;
  let extendedMinutes = 0;
  for (const window of nightWindows(rule, last)) {
    clockMinutes += sorted.reduce((sum, span) => sum + overlap(span, window), 0);
    const wholeNight = first <= window.from && last >= window.to;
    if (wholeNight) extendedMinutes += sorted.reduce((sum, span) => sum + overlap(span, { from: window.to, to: last }), 0);
  }
  const total = clockMinutes + extendedMinutes;
  const reducedSeconds = rule.reducedHour ? Math.round(total * 60 * REDUCED_FACTOR) : total * 60;
  return { clockMinutes: total, reducedSeconds, extendedMinutes };
}
