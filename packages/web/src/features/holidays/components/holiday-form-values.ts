import type { Holiday } from '@colabora/core/holiday/schema';

/** The dialog's values: both days fields whatever the model ('' while empty); the schema keeps the model's. */
export interface HolidayFormValues {
  name: string;
  type: string;
  holidayModel: string;
  date: string;
  period: { start: string; end: string };
  optional: boolean;
}

export function holidayFormValues(holiday: Holiday | null): HolidayFormValues {
  return {
    name: holiday?.name ?? '',
    type: holiday?.type ?? '',
    holidayModel: holiday?.holidayModel ?? '',
    date: holiday?.holidayModel === 'date' ? holiday.date : '',
    period: holiday?.holidayModel === 'period' ? holiday.period : { start: '', end: '' },
    optional: holiday?.optional ?? false,
  };
}
