import { HR_ROLES, type Role } from '@colabora/core/enums';
import { SERVER_MSG } from '@colabora/core/messages';
import { POINT_REGISTER_MSG } from '@colabora/core/timeclock/point-register-api';
import { BANK_MSG } from '@colabora/core/timeclock/bank-messages';
import type { Caller } from '../../http/caller';
import { Conflict, Forbidden, NotFound } from '../../http/http-error';
import { isActiveEmployee } from '../../modules/person/active-employee';
import { readablePerson } from '../../modules/person/readable';
import { getUser } from '../../modules/person/records';
import { mayPunch } from '../../modules/timeclock/time-clock-person';
import type { UserRecord } from '../../db/entities/user';

const isHr = (caller: Caller) => (HR_ROLES as readonly Role[]).includes(caller.role);

/**
 * The person a bank read is about: anyone of HR's company, or the caller themself while the time clock is on for
 * them (an active employee with the module; 403 otherwise). Another company's person: 404.
 */
export async function bankReader(caller: UserRecord, userId: string): Promise<UserRecord> {
  const person = await readablePerson(caller, userId);
  if (!isHr(caller) && !mayPunch(person)) throw new Forbidden(POINT_REGISTER_MSG.notAllowed);
  return person;
}

/**
 * The person HR pays or compensates hours to: an employee of the company with the time-clock module (409
 * otherwise). A compensation is time off, so only for someone still at work; a payment may also settle the bank of
 * someone who left (CLT art. 59 §3). Another company's person: 404. Whether their bank covers the minutes is
 * decided by the write itself (modules/timeclock/append-payment.ts), so payments sent at once cannot both pass.
 */
export async function bankHolder(caller: Caller, userId: string, action: 'compensate' | 'pay'): Promise<UserRecord> {
  const person = await getUser(caller.companyId, userId);
  if (!person) throw new NotFound(SERVER_MSG.notFound);
  if (person.role !== 'EMPLOYEE' || !person.recordPoints) throw new Conflict(BANK_MSG.noBank);
  if (action === 'compensate' && !isActiveEmployee(person)) throw new Conflict(BANK_MSG.notActive);
  return person;
}
