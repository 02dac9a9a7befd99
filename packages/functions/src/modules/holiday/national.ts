import type { CompanyAddress } from '@colabora/core/company/schema';
import { isStateCode } from '@colabora/core/brazil/states';
import { officialHolidays, type OfficialHoliday } from '@colabora/core/holiday/official-holidays';
import {
  addNationalHolidaysSchema,
  NATIONAL_HOLIDAYS_MSG,
  nationalHolidaysParamsSchema,
  type NationalHolidaysAdded,
  type NationalHolidaysAnswer,
  type NationalHolidayOption,
} from '@colabora/core/holiday/national-request';
import { sameHolidayKey } from '@colabora/core/holiday/rules';
import type { HolidayInput } from '@colabora/core/holiday/schema';
import { writeLabelled } from '../../db/labelled-transaction';
import { db } from '../../db/service';
import { BadRequest } from '../../http/http-error';
import { ok } from '../../http/reply';
import { action } from '../../http/resource-handler';
import { parseInput } from '../../http/validate';
import { holidayDays } from './records';
import { holidays } from './store';

// The year's national holidays, and those of the company's state, for HR to add at once (ours, beyond the
// spec: labour-law.md §6). Each is written under an id of its own per year and place, so adding the same
// year twice, or two people adding it at once, never writes one twice.

const officialId = (holiday: OfficialHoliday) => `oficial-${holiday.key}`;

/** The UF of the company's address; null when it has none (older companies). */
async function companyUf(companyId: string): Promise<string | null> {
  const { data } = await db.entities.company.get({ id: companyId }).go();
  // Read as partial: a company created before addresses existed has none.
  const address: Partial<CompanyAddress> | undefined = data?.address;
  return address?.state && isStateCode(address.state) ? address.state : null;
}

/** The year's holidays, each saying whether the company has it: that id, or the same name on the same day. */
async function offered(companyId: string, year: number): Promise<NationalHolidaysAnswer> {
  const [uf, existing] = await Promise.all([companyUf(companyId), holidays.list(companyId)]);
  const ids = new Set(existing.map((record) => record.id));
  const named = new Set(existing.map((record) => sameHolidayKey({ name: record.name, ...holidayDays(record) })));
  const options = officialHolidays(year, uf).map(
    (holiday): NationalHolidayOption => ({
      ...holiday,
      present: ids.has(officialId(holiday)) || named.has(sameHolidayKey(holiday)),
    }),
  );
  return { year, uf, holidays: options };
}

function asInput({ key: _key, basis: _basis, ...holiday }: OfficialHoliday): HolidayInput {
  return holiday;
}

/** GET /api/holiday/national/{year} → {year, uf, holidays: [{…, present}]}. */
export const listNationalHolidays = action('listNationalHolidays', async ({ caller, params }) => {
  const { year } = parseInput(nationalHolidaysParamsSchema, params);
  return ok(await offered(caller.companyId, year));
});

/** POST /api/holiday/national {year, keys} → {created, skipped}: the chosen ones the company does not have yet. */
export const addNationalHolidays = action('addNationalHolidays', { body: addNationalHolidaysSchema }, async ({ caller, body: { year, keys } }) => {
  const chosen = (await offered(caller.companyId, year)).holidays.filter((holiday) => keys.includes(holiday.key));
  if (chosen.length !== new Set(keys).size) {
    throw new BadRequest(NATIONAL_HOLIDAYS_MSG.unknownHoliday, { keys: NATIONAL_HOLIDAYS_MSG.unknownHoliday });
  }
  const answer: NationalHolidaysAdded = { created: 0, skipped: 0 };
  for (const holiday of chosen) {
    if (holiday.present) {
      answer.skipped += 1;
      continue;
    }
    const item = holidays.created(caller.companyId, officialId(holiday), 0, asInput(holiday));
    // Refused only when the same id was written meanwhile: its create is conditional on a new key.
    const refused = await writeLabelled((tx) => [['holiday', holidays.definition.table.create(tx, item)]]);
    if (refused) answer.skipped += 1;
    else answer.created += 1;
  }
  return ok(answer);
});
