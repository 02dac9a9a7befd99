import { addDays, format, parseISO } from 'date-fns';
import { formatInTimeZone } from 'date-fns-tz';

// Calendar days are 'yyyy-MM-dd' strings on the America/Sao_Paulo calendar (ARCHITECTURE: dates & money).
export const TIME_ZONE = 'America/Sao_Paulo';

export function saoPauloDay(instant: Date = new Date()): string {
  return formatInTimeZone(instant, TIME_ZONE, 'yyyy-MM-dd');
}

export function addCalendarDays(day: string, days: number): string {
  return format(addDays(parseISO(day), days), 'yyyy-MM-dd');
}
