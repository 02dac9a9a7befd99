import { db } from '../../db/service';
import { mayPunch } from './time-clock-person';
import type { UserRecord } from '../../db/entities/user';

/**
 * The people of the company on a journey who use the time clock (active employees with the module): one Query of
 * the user index by journey (db/entities/user.ts `journeyPeople`), so the alerts job reads only the people of a
 * journey whose point is due, never the company's whole staff.
 */
export async function journeyPeople(companyId: string, workdayId: string): Promise<UserRecord[]> {
  const { data } = await db.entities.user.query.journeyPeople({ workdayId }).go({ pages: 'all' });
  return data.filter((person) => person.companyId === companyId && person.hiringData?.workday === workdayId && mayPunch(person));
}
