import type { EntityItem } from 'electrodb';
import { HOLIDAY_CATALOG, HOLIDAY_SHEET_MSG, type Holiday as HolidayDoc, type HolidayInput } from '@colabora/core/holiday/schema';
import { firstDay, holidayInYear, holidayOverlaps, sameHolidayKey, type HolidayDays } from '@colabora/core/holiday/rules';
import { catalogStore } from '../catalog/catalog-store';
import { itemKey, stillThere } from '../catalog/conditions';
import { byCodeThenName, compareValues } from '../catalog/paginate';
import type { Holiday } from '../../db/entities/holiday';
import { db } from '../../db/service';
import { HOLIDAY_SHEET } from './sheet';

export type HolidayRecord = EntityItem<typeof Holiday>;

/** The days of a stored holiday, as its model says (only that field is kept). */
export function holidayDays(record: HolidayRecord): HolidayDays {
  return record.holidayModel === 'date'
    ? { holidayModel: 'date', date: record.date ?? '' }
    : { holidayModel: 'period', period: record.period ?? { start: '', end: '' } };
}

const edits = ({ name, type, optional, ...days }: HolidayInput) => ({ name, type, optional, ...days });

/** Holidays as a company catalogue: no code, names may repeat (every year has its Natal), nobody points at one. */
export const holidays = catalogStore({
  spec: HOLIDAY_CATALOG,
  code: false,
  uniqueName: false,
  headcount: false,
  table: {
    list: async (companyId) => (await db.entities.holiday.query.holidays({ companyId }).go({ pages: 'all' })).data,
    get: async (companyId, id) => (await db.entities.holiday.get({ companyId, id }).go({ consistent: true })).data,
    create: (tx, item: HolidayRecord) => tx.holiday.create(item).commit(),
    // A change of model removes the other model's field (§4.7).
    update: (tx, item, set) => {
      const patch = tx.holiday.patch(itemKey(item));
      const written = set.holidayModel === 'date' ? patch.set(set).remove(['period']) : patch.set(set).remove(['date']);
      return written.where(stillThere).commit();
    },
    remove: (tx, item) => tx.holiday.delete(itemKey(item)).where(stillThere).commit(),
  },
  newItem: ({ id, companyId }, input) => ({ id, companyId, ...edits(input) }),
  edits,
  toDoc: (record): HolidayDoc => ({
    _id: record.id,
    name: record.name,
    type: record.type,
    ...holidayDays(record),
    optional: record.optional,
    company: record.companyId,
  }),
  sheet: HOLIDAY_SHEET,
  // Names repeat from year to year: an imported row is the same holiday as one on the same day.
  sameItem: {
    ofInput: (input) => sameHolidayKey(input),
    ofRecord: (record) => sameHolidayKey({ name: record.name, ...holidayDays(record) }),
    message: HOLIDAY_SHEET_MSG.exists,
  },
  matches: (record, { typeFilter, modelFilter, yearFilter }) =>
    (!typeFilter || record.type === typeFilter) &&
    (!modelFilter || record.holidayModel === modelFilter) &&
    (!yearFilter || holidayInYear(holidayDays(record), Number(yearFilter))),
  ordering: {
    // 'Data ou período' sorts by the first day; a tie (same name, type or model) too, then by name.
    value: (record, orderBy) => (orderBy === 'date' ? firstDay(holidayDays(record)) : Reflect.get(record, orderBy)),
    tie: (a, b) => compareValues(firstDay(holidayDays(a)), firstDay(holidayDays(b))) || byCodeThenName(a, b),
  },
});

/**
 * A company's holidays that cover any day from `from` to `to` ('yyyy-MM-dd', inclusive; a bound left out does
 * not limit), by first day: what the journeys' month scale reads. One query of the company's partition.
 */
export async function companyHolidays(companyId: string, from = '0000-01-01', to = '9999-12-31'): Promise<HolidayDoc[]> {
  const records = await holidays.list(companyId);
  return records
    .map((record) => holidays.toDoc(record))
    .filter((holiday) => holidayOverlaps(holiday, from, to))
    .sort((a, b) => firstDay(a).localeCompare(firstDay(b)) || a.name.localeCompare(b.name, 'pt-BR'));
}
