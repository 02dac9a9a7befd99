import { format, isValid, parse } from 'date-fns';

// Calendar days travel as 'yyyy-MM-dd' on the America/Sao_Paulo calendar (ARCHITECTURE: dates & money).
const SAO_PAULO_DAY = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/Sao_Paulo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today on the company's calendar, 'yyyy-MM-dd'. */
export function today(): string {
  const parts = Object.fromEntries(SAO_PAULO_DAY.formatToParts(new Date()).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** 'yyyy-MM-dd' → a local Date at midnight (what the pickers show); null when it is not such a day. */
export function dayToDate(day: string | null | undefined): Date | null {
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const date = parse(day, 'yyyy-MM-dd', new Date());
  return isValid(date) ? date : null;
}

/** A picked Date → 'yyyy-MM-dd'. */
export function dateToDay(date: Date): string {
  return format(date, 'yyyy-MM-dd');
}

/** The later of two days; an absent one is ignored. */
export function laterDay(a: string | null | undefined, b: string | null | undefined): string | undefined {
  if (!a) return b ?? undefined;
  if (!b) return a;
  return a > b ? a : b;
}
