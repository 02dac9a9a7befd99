import { calendarSpan, type CalendarSpan } from './calendar-span';

// DETALHES DA DEMISSÃO's time at the company (002 §2.7): from the admission to the start of the shutdown.

/** Years, months and days from the admission to the shutdown start; null without a valid span. */
export function timeAtCompany(admissionDate: string, shutDownStartDate: string): CalendarSpan | null {
  return calendarSpan(admissionDate, shutDownStartDate);
}

const unit = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** '2 anos, 3 meses e 1 dia'; parts that are zero are left out ('0 dias' for none at all). */
export function timeAtCompanyText(span: CalendarSpan): string {
  const parts = [
    span.years > 0 ? unit(span.years, 'ano', 'anos') : null,
    span.months > 0 ? unit(span.months, 'mês', 'meses') : null,
    span.days > 0 ? unit(span.days, 'dia', 'dias') : null,
  ].filter((part) => part !== null);
  if (parts.length === 0) return '0 dias';
  return parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} e ${parts[parts.length - 1]}`;
}
