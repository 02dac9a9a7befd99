import type { EntityItem } from '../../db/model/entity';
import type { Holiday as HolidayDoc } from '@colabora/core/holiday/schema';
import { firstDay, holidayOverlaps, type HolidayDays } from '@colabora/core/holiday/rules';
import type { Holiday } from '../../db/entities/holiday';
import { db } from '../../db/service';

// A company's stored holidays as the time clock and the journeys read them, apart from the catalogue
// (./store.ts), whose writes, sheet import and schemas those Lambdas never use.

export type HolidayRecord = EntityItem<typeof Holiday>;

/** The days of a stored holiday, as its model says (only that field is kept). */
export function holidayDays(record: HolidayRecord): HolidayDays {
  return record.holidayModel === 'date'
    ? { holidayModel: 'date', date: record.date ?? '' }
    : { holidayModel: 'period', period: record.period ?? { start: '', end: '' } };
}

/** Every holiday of the company, in one query of its partition. */
export async function holidayRecords(companyId: string): Promise<HolidayRecord[]> {
  return (await db.entities.holiday.query.holidays({ companyId }).go({ pages: 'all' })).data;
}

/** A stored holiday as the API answers it. */
export function holidayDoc(record: HolidayRecord): HolidayDoc {
  return {
    _id: record.id,
    name: record.name,
    type: record.type,
    ...holidayDays(record),
    optional: record.optional,
    company: record.companyId,
  };
}

/**
 * A company's holidays that cover any day from `from` to `to` ('yyyy-MM-dd', inclusive; a bound left out does
 * not limit), by first day: what the journeys' month scale reads. One query of the company's partition.
 */
export async function companyHolidays(companyId: string, from = '0000-01-01', to = '9999-12-31'): Promise<HolidayDoc[]> {
  const records = await holidayRecords(companyId);
  return records
    .map(holidayDoc)
    .filter((holiday) => holidayOverlaps(holiday, from, to))
    .sort((a, b) => firstDay(a).localeCompare(firstDay(b)) || a.name.localeCompare(b.name, 'pt-BR'));
}
