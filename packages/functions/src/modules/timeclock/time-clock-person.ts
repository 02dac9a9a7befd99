import { POINT_REGISTER_MSG } from '@colabora/core/timeclock/point-register-api';
import { Forbidden } from '../../http/http-error';
import { isActiveEmployee } from '../person/active-employee';
import type { UserRecord } from '../../db/entities/user';

/** True for someone who may punch: an active employee with the time-clock module on (chosen at activation). */
export function mayPunch(person: Pick<UserRecord, 'role' | 'deactivated' | 'statusActive' | 'recordPoints'>): boolean {
  return isActiveEmployee(person) && person.recordPoints === true;
}

/**
 * The caller (their record as the authorizer read it) as a person of the time clock, or 403 with our Portuguese
 * text: not an active employee (dismissed, archived), or without the time-clock module. Never refused for the time
 * of day (Portaria 671 art. 74).
 */
export function timeClockPerson(caller: UserRecord): UserRecord {
  if (!mayPunch(caller)) throw new Forbidden(POINT_REGISTER_MSG.notAllowed);
  return caller;
}
