import type { DeleteUsersAnswer } from '@colabora/core/people/removal';
import { SERVER_MSG } from '@colabora/core/messages';
import { deleteUsersSchema } from '@colabora/core/users/schema';
import { BadRequest, Forbidden, NotFound } from '../../http/http-error';
import { ok } from '../../http/reply';
import { action } from '../../http/resource-handler';
import { archivePerson, isArchivedOnRemoval } from '../../modules/person/archive';
import { releaseUnreferencedFiles } from '../../modules/person/referenced-files';
import { getUser, removeUser } from '../../modules/person/records';
import type { UserRecord } from '../../db/entities/user';

/**
 * DELETE /api/users {usersId} → {usersId, archived, removed}. Every id must be a person of the caller's company
 * (else 404 and nobody is touched). Employees are archived (person/archive.ts: labour records are kept, sign-in
 * refused, out of the lists); candidates and accounts without labour records are removed: the e-mail freed, the
 * invite deleted, the totals kept, their files released. Either way it is recorded (who, whom, when). Only a
 * company administrator removes another one (403 for HR); nobody removes themselves, so a company always keeps
 * the administrator who removes the others.
 */
export const deleteUsers = action('deleteUsers', { body: deleteUsersSchema }, async ({ caller, body }) => {
  const ids = [...new Set(body.usersId)];
  if (ids.includes(caller.id)) throw new BadRequest(SERVER_MSG.cannotRemoveSelf);
  const people = await Promise.all(ids.map((id) => getUser(caller.companyId, id)));
  if (people.some((person) => person === null)) throw new NotFound(SERVER_MSG.notFound);
  const removesAdmin = people.some((person) => person?.role === 'ADMINISTRATOR_COMPANY');
  if (removesAdmin && caller.role !== 'ADMINISTRATOR_COMPANY') throw new Forbidden(SERVER_MSG.cannotRemoveAdmin);
  const answer: DeleteUsersAnswer = { usersId: ids, archived: [], removed: [] };
  for (const person of people as UserRecord[]) {
    if (isArchivedOnRemoval(person)) {
      await archivePerson(person, caller);
      answer.archived.push(person.id);
    } else {
      await removeUser(caller.companyId, person.id, caller);
      await releaseUnreferencedFiles(person, null);
      answer.removed.push(person.id);
    }
  }
  return ok(answer);
});
