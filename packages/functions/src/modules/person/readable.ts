import { HR_ROLES, type Role } from '@colabora/core/enums';
import { SERVER_MSG } from '@colabora/core/messages';
import { Forbidden, NotFound } from '../../http/http-error';
import { getUser } from './records';
import type { UserRecord } from '../../db/entities/user';

/**
 * The person a read is about: HR of their company, or the person themself (the manifest's `self` already
 * lets only these through; checked again where the data is read). Another company's id is not found.
 */
export async function readablePerson(caller: UserRecord, userId: string): Promise<UserRecord> {
  // The person themself: the record the authorizer read on this call.
  if (userId === caller.id) return caller;
  const hr = (HR_ROLES as readonly Role[]).includes(caller.role);
  if (!hr) throw new Forbidden(SERVER_MSG.forbidden);
  const person = await getUser(caller.companyId, userId);
  if (!person) throw new NotFound(SERVER_MSG.notFound);
  return person;
}
