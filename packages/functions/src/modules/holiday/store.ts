import { HOLIDAY_CATALOG, HOLIDAY_SHEET_MSG, type HolidayInput } from '@colabora/core/holiday/schema';
import { firstDay, holidayInYear, sameHolidayKey } from '@colabora/core/holiday/rules';
import { catalogStore } from '../catalog/catalog-store';
import { itemKey, stillThere } from '../catalog/conditions';
import { byCodeThenName, compareValues } from '../catalog/paginate';
import { db } from '../../db/service';
import { holidayDays, holidayDoc, holidayRecords, type HolidayRecord } from './records';
import { HOLIDAY_SHEET } from './sheet';

const edits = ({ name, type, optional, ...days }: HolidayInput) => ({ name, type, optional, ...days });

/** Holidays as a company catalogue: no code, names may repeat (every year has its Natal), nobody points at one. */
export const holidays = catalogStore({
  spec: HOLIDAY_CATALOG,
  code: false,
  uniqueName: false,
  headcount: false,
  table: {
    list: holidayRecords,
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
  toDoc: holidayDoc,
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
