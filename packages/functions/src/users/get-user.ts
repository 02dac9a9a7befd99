import { HR_ROLES, type Role } from '@colabora/core/enums';
import { SERVER_MSG } from '@colabora/core/messages';
import { Forbidden, NotFound } from '../http/http-error';
import { ok } from '../http/reply';
import type { CallerAction } from '../http/resource-handler';
import { collaboratorDetail } from './collaborator-doc';
import { getUser as readUser } from './user-records';

/** GET /api/users/{id} → CollaboratorDetail: HR of the person's company, or the person themself. */
export const getUser: CallerAction = async ({ caller, params }) => {
  // The middleware already allows only these (manifest `self`); checked again where the data is read.
  const hr = (HR_ROLES as readonly Role[]).includes(caller.role);
  if (!hr && params.id !== caller.id) throw new Forbidden(SERVER_MSG.forbidden);
  const person = await readUser(caller.companyId, params.id);
  if (!person) throw new NotFound(SERVER_MSG.notFound);
  return ok(await collaboratorDetail(person));
};
