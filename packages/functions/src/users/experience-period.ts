import { addCalendarDays } from '../lib/calendar-day';

// Experience (probation) periods of spec 001 §9: 30+60 or 45+45 days, counted from admission, inclusive.
export type ExperiencePeriod = '30+60' | '45+45';

export interface ExperienceDates {
  experiencePeriod: ExperiencePeriod;
  beginningOfFirstPeriod: string;
  endOfFirstPeriod: string;
  startOfSecondPeriod: string;
  endOfSecondPeriod: string;
}

export function experienceDates(admissionDate: string, period: ExperiencePeriod): ExperienceDates {
  const [first, second] = period.split('+').map(Number);
  return {
    experiencePeriod: period,
    beginningOfFirstPeriod: admissionDate,
    endOfFirstPeriod: addCalendarDays(admissionDate, first - 1),
    startOfSecondPeriod: addCalendarDays(admissionDate, first),
    endOfSecondPeriod: addCalendarDays(admissionDate, first + second - 1),
  };
}
