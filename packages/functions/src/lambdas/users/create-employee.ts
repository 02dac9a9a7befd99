import { newCollaboratorBodySchema } from '@colabora/core/admission/new-collaborator';
import { assertSameCompany } from '../../http/company-scope';
import { created } from '../../http/reply';
import type { CallerAction } from '../../http/resource-handler';
import { parseInput } from '../../http/validate';
import { collaboratorDetail } from '../../modules/person/detail';
import { createCollaborator } from '../../modules/admission/create-collaborator';

/** POST /api/users/employee → 201 CollaboratorDetail; the invite e-mail is on its way. */
export const createEmployee: CallerAction = async ({ caller, body }) => {
  const { company, ...input } = parseInput(newCollaboratorBodySchema, body);
  assertSameCompany(caller, company);
  return created(await collaboratorDetail(await createCollaborator(caller.companyId, input)));
};
