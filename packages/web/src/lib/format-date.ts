import { format, isValid, parseISO } from 'date-fns';

/**
 * dd/MM/yyyy (spec 000 §1). A calendar day ('yyyy-MM-dd') is shown as is, never shifted by time zone;
 * an ISO instant is shown in the browser's zone. Empty or invalid values give null.
 */
export function formatDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (day) return `${day[3]}/${day[2]}/${day[1]}`;
  const date = parseISO(value);
  return isValid(date) ? format(date, 'dd/MM/yyyy') : null;
}
