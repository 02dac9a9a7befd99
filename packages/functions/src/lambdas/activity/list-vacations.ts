import { HR_ROLES, type Role } from '@colabora/core/enums';
import { companyToday } from '../../modules/company/time-zone';
import { now } from '../../lib/clock';
import { byUrgency, vacationQuerySchema, type VacationListItem } from '@colabora/core/vacation/api';
import { personVacation, urgency } from '@colabora/core/vacation/schedule';
import { SERVER_MSG } from '@colabora/core/messages';
import { assertSameCompany } from '../../http/company-scope';
import { Forbidden } from '../../http/http-error';
import { ok } from '../../http/reply';
import { action } from '../../http/resource-handler';
import { personActivities } from '../../modules/person/activities';
import { leaveSource } from '../../modules/person/leave-status';
import { readablePerson } from '../../modules/person/readable';
import { getUser } from '../../modules/person/records';
import { readRoster } from '../../modules/person/staff-roster';
import { vacationFacts } from '../../modules/vacation/facts';
import type { UserRecord } from '../../db/entities/user';

/** People read at once for the company list (each is three queries). */
const AT_ONCE = 8;

async function vacationItem(person: UserRecord, today: string): Promise<VacationListItem | null> {
  const activities = (await personActivities(person.companyId, person.id)).map(leaveSource);
  const facts = await vacationFacts(person, activities, today);
  if (!facts) return null;
  const vacation = personVacation(facts, today);
  return { _id: person.id, fullName: person.fullName, facts, vacation, urgency: urgency(vacation, today) };
}

/**
 * GET /api/activity/vacation/{companyId}[?user=] → VacationListItem[], most urgent first (CLT arts. 130–145,
 * core/vacation/schedule.ts). HR of the company: every active person, or the one named; anyone else: only
 * themself (403 otherwise).
 */
export const listVacations = action('listVacations', { query: vacationQuerySchema }, async ({ caller, params, query }) => {
  assertSameCompany(caller, params.companyId);
  const today = await companyToday(caller.companyId, now());
  if (query.user) {
    const item = await vacationItem(await readablePerson(caller, query.user), today);
    return ok(item ? [item] : []);
  }
  if (!(HR_ROLES as readonly Role[]).includes(caller.role)) throw new Forbidden(SERVER_MSG.forbidden);
  const rows = await readRoster(caller.companyId);
  const items: VacationListItem[] = [];
  for (let index = 0; index < rows.length; index += AT_ONCE) {
    const people = await Promise.all(rows.slice(index, index + AT_ONCE).map((row) => getUser(caller.companyId, row.id)));
    const read = await Promise.all(people.map((person) => (person ? vacationItem(person, today) : null)));
    items.push(...read.flatMap((item) => (item ? [item] : [])));
  }
  return ok(items.toSorted(byUrgency));
});
