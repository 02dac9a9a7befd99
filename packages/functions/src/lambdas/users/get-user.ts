import { ok } from '../../http/reply';
import { action } from '../../http/resource-handler';
import { collaboratorDetail } from '../../modules/person/detail';
import { readablePerson } from '../../modules/person/readable';

/** GET /api/users/{id} → CollaboratorDetail: HR of the person's company, or the person themself. */
export const getUser = action('getUser', async ({ caller, params }) =>
  ok(await collaboratorDetail(await readablePerson(caller, params.id))));
