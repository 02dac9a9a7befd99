import { SERVER_MSG } from '@colabora/core/messages';
import { NotFound } from '../../http/http-error';
import { ok } from '../../http/reply';
import { action } from '../../http/resource-handler';
import { getUser } from '../../modules/person/records';
import { dismissalDetail } from '../../modules/dismissal/dismissal-detail';

/** GET /api/users/dismissal/{userId} → DismissalDetail (HR): a person of the company in or through the process, else 404. */
export const getDismissal = action('getDismissal', async ({ caller, params }) => {
  const person = await getUser(caller.companyId, params.userId);
  if (!person?.statusDismissal) throw new NotFound(SERVER_MSG.notFound);
  return ok(await dismissalDetail(person));
});
