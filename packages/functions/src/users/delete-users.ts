import { SERVER_MSG } from '@colabora/core/messages';
import { deleteUsersSchema } from '@colabora/core/users/schema';
import { BadRequest, NotFound } from '../http/http-error';
import { ok } from '../http/reply';
import type { CallerAction } from '../http/resource-handler';
import { parseInput } from '../http/validate';
import { getUser, removeUser } from './user-records';

/**
 * DELETE /api/users {usersId} → {usersId}. Every id must be a person of the caller's company (else 404 and
 * nobody is removed); each removal also frees the e-mail, deletes the invite and keeps the totals.
 */
export const deleteUsers: CallerAction = async ({ caller, body }) => {
  const ids = [...new Set(parseInput(deleteUsersSchema, body).usersId)];
  if (ids.includes(caller.id)) throw new BadRequest(SERVER_MSG.cannotRemoveSelf);
  const people = await Promise.all(ids.map((id) => getUser(caller.companyId, id)));
  if (people.some((person) => person === null)) throw new NotFound(SERVER_MSG.notFound);
  for (const id of ids) await removeUser(caller.companyId, id);
  return ok({ usersId: ids });
};
