import { SERVER_MSG } from '@colabora/core/messages';
import { deleteUsersSchema } from '@colabora/core/users/schema';
import { BadRequest, Forbidden, NotFound } from '../http/http-error';
import { ok } from '../http/reply';
import type { CallerAction } from '../http/resource-handler';
import { parseInput } from '../http/validate';
import { releaseUnreferencedFiles } from '../person/referenced-files';
import { getUser, removeUser, type UserRecord } from '../person/records';

/**
 * DELETE /api/users {usersId} → {usersId}. Every id must be a person of the caller's company (else 404 and
 * nobody is removed); each removal also frees the e-mail, deletes the invite, keeps the totals and is recorded
 * (who, whom, when). Only a company administrator removes another one (403 for HR); nobody removes themselves,
 * so a company always keeps the administrator who removes the others. Their files are released.
 */
export const deleteUsers: CallerAction = async ({ caller, body }) => {
  const ids = [...new Set(parseInput(deleteUsersSchema, body).usersId)];
  if (ids.includes(caller.id)) throw new BadRequest(SERVER_MSG.cannotRemoveSelf);
  const people = await Promise.all(ids.map((id) => getUser(caller.companyId, id)));
  if (people.some((person) => person === null)) throw new NotFound(SERVER_MSG.notFound);
  const removesAdmin = people.some((person) => person?.role === 'ADMINISTRATOR_COMPANY');
  if (removesAdmin && caller.role !== 'ADMINISTRATOR_COMPANY') throw new Forbidden(SERVER_MSG.cannotRemoveAdmin);
  for (const person of people as UserRecord[]) {
    await removeUser(caller.companyId, person.id, caller);
    await releaseUnreferencedFiles(person, null);
  }
  return ok({ usersId: ids });
};
