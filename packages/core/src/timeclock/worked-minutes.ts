import type { PointType } from './point-types';

// Worked time from a day's punches (issue 12 'Rules and computations'): in time order the punches pair up,
// in–out, in–out…; each pair is work and the time between two pairs is a break. Instants are whole minutes since
// the epoch, so a shift that crosses midnight needs nothing special. A last punch with no partner (a forgotten
// exit) counts nothing and is flagged: the day is incomplete until an approved adjustment adds its pair.

/** A punch, or a time an approved adjustment included, as the day engine reads it. */
export interface TimedPunch {
  /** Whole minutes since the epoch (company-clock.ts epochMinute). */
  minute: number;
  /** The expected point it was recorded for; null when out of schedule. */
  pointType: PointType | null;
  breakId?: string | null;
}

/** Why the person stopped between two pairs, read from the punch that opened the gap. */
export type GapKind = 'MAIN_BREAK' | 'BREAK' | 'OTHER';

export interface WorkGap {
  from: number;
  to: number;
  kind: GapKind;
  breakId: string | null;
  minutes: number;
  /** Minutes of the gap that count as work: a journey's short break is working time up to its planned length. */
  paidMinutes: number;
}

export interface WorkedTime {
  workedMinutes: number;
  /** Every minute between pairs, paid or not (the mirror's Pausas). */
  breakMinutes: number;
  pairs: { from: number; to: number }[];
  gaps: WorkGap[];
  /** The last punch, when it has no partner. */
  unpaired: TimedPunch | null;
}

function gapKind(opener: TimedPunch): GapKind {
  if (opener.pointType === 'MAIN_BREAK_START') return 'MAIN_BREAK';
  if (opener.pointType === 'BREAK_START' && opener.breakId) return 'BREAK';
  return 'OTHER';
}

/**
 * Pairs the punches (sorted here by minute) and adds up work and breaks. `paidBreaks` gives the planned minutes of
 * each short break of the journey by id (PlannedBreak.time): a gap opened by that break's start is paid up to them
 * (working time, as the plan counts it); the main break and any other gap are not.
 */
export function workedTime(punches: readonly TimedPunch[], paidBreaks: ReadonlyMap<string, number> = new Map()): WorkedTime {
  const sorted = [...punches].sort((a, b) => a.minute - b.minute);
  const pairs: WorkedTime['pairs'] = [];
  for (let index = 0; index + 1 < sorted.length; index += 2) pairs.push({ from: sorted[index].minute, to: sorted[index + 1].minute });
  const gaps = pairs.slice(1).map((pair, index): WorkGap => {
    const opener = sorted[index * 2 + 1];
    const kind = gapKind(opener);
    const minutes = pair.from - pairs[index].to;
    const breakId = kind === 'BREAK' ? (opener.breakId ?? null) : null;
    const paidMinutes = breakId ? Math.min(minutes, paidBreaks.get(breakId) ?? 0) : 0;
    return { from: pairs[index].to, to: pair.from, kind, breakId, minutes, paidMinutes };
  });
  const paired = pairs.reduce((total, pair) => total + pair.to - pair.from, 0);
  return {
    workedMinutes: paired + gaps.reduce((total, gap) => total + gap.paidMinutes, 0),
    breakMinutes: gaps.reduce((total, gap) => total + gap.minutes, 0),
    pairs,
    gaps,
    unpaired: sorted.length % 2 === 1 ? sorted[sorted.length - 1] : null,
  };
}
