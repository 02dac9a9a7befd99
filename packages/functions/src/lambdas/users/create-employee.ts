import { newCollaboratorBodySchema } from '@colabora/core/admission/new-collaborator';
import { assertSameCompany } from '../../http/company-scope';
import { created } from '../../http/reply';
import { action } from '../../http/resource-handler';
import { collaboratorDetail } from '../../modules/person/detail';
import { createCollaborator } from '../../modules/admission/create-collaborator';
import { companyToday } from '../../modules/company/time-zone';
import { now } from '../../lib/clock';

/** POST /api/users/employee → 201 CollaboratorDetail; the invite e-mail is on its way. */
export const createEmployee = action('createEmployee', { body: newCollaboratorBodySchema }, async ({ caller, body: { company, ...input } }) => {
  assertSameCompany(caller, company);
  return created(await collaboratorDetail(await createCollaborator(caller.companyId, input, await companyToday(caller.companyId, now()))));
});
