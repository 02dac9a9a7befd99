import { DEFAULT_TIME_ZONE, type TimeZone } from '@colabora/core/company/time-zone';
import { zonedClock, type ZonedClock } from '@colabora/core/timeclock/company-clock';
import { db } from '../../db/service';

// The company's time zone (issue 22 §6), which every day, window, punch and job of the time clock runs on. The
// punch path is measured (bench: p99 ≤ 100 ms) and never read the company: the zone is kept per container for a
// minute, so a punch reads it at most once a minute per company. A zone changed in the settings reaches the other
// containers within that minute (the change is a setup step, made before people punch, not a daily one).

const KEEP_MS = 60_000;
const known = new Map<string, { zone: TimeZone; until: number }>();

/** The zone a stored company runs on: the one chosen or set at creation, America/Sao_Paulo before zones existed. */
export const storedTimeZone = (company: { timeZone?: TimeZone } | null | undefined): TimeZone => company?.timeZone ?? DEFAULT_TIME_ZONE;

export async function companyTimeZone(companyId: string): Promise<TimeZone> {
  const kept = known.get(companyId);
  if (kept && kept.until > Date.now()) return kept.zone;
  const { data } = await db.entities.company.get({ id: companyId }).go({ attributes: ['timeZone'] });
  const zone = storedTimeZone(data);
  known.set(companyId, { zone, until: Date.now() + KEEP_MS });
  return zone;
}

/** The company's clock (core/timeclock/company-clock.ts). */
export const companyClock = async (companyId: string): Promise<ZonedClock> => zonedClock(await companyTimeZone(companyId));

/** The settings changed the zone: this container reads it again at once. */
export function forgetTimeZone(companyId: string): void {
  known.delete(companyId);
}

/** The company's today at `at`, 'yyyy-MM-dd' on its clock. */
export const companyToday = async (companyId: string, at: Date): Promise<string> => (await companyClock(companyId)).today(at);

/** A company and the clock it runs on. */
export interface CompanyClock {
  id: string;
  clock: ZonedClock;
}

/** Every company with its own clock (one Query, which reads the zones too): what the jobs run on. */
export async function everyCompanyClock(): Promise<CompanyClock[]> {
  const { data } = await db.entities.company.query.companies({}).go({ pages: 'all', attributes: ['id', 'timeZone'] });
  return data.map((company) => ({ id: company.id, clock: zonedClock(storedTimeZone(company)) }));
}

/** Every company's today at `at`, each on its own clock, by company id: what the daily jobs run on. */
export async function everyCompanyToday(at: Date): Promise<Map<string, string>> {
  return new Map((await everyCompanyClock()).map(({ id, clock }) => [id, clock.today(at)]));
}
