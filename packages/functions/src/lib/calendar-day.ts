// Calendar days are 'yyyy-MM-dd' strings on the America/Sao_Paulo calendar (ARCHITECTURE: dates & money).
// Built on Intl and UTC date arithmetic rather than date-fns(-tz), which would add ~28 KB to every bundle
// that asks what day it is.
export const TIME_ZONE = 'America/Sao_Paulo';

const SAO_PAULO = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

export function saoPauloDay(instant: Date = new Date()): string {
  const parts = Object.fromEntries(SAO_PAULO.formatToParts(instant).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

export function addCalendarDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number);
  const utc = new Date(Date.UTC(year, month - 1, date + days));
  if (Number.isNaN(utc.getTime())) throw new RangeError(`Not a calendar day: ${day}`);
  return utc.toISOString().slice(0, 10);
}
