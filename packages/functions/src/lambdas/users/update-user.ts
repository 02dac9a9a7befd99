import { SERVER_MSG } from '@colabora/core/messages';
import { limitDateUpdateSchema } from '@colabora/core/users/schema';
import { isConditionFailure } from '../../db/condition-failure';
import { db } from '../../db/service';
import { BadRequest, Conflict, NotFound } from '../../http/http-error';
import { ok } from '../../http/reply';
import { action } from '../../http/resource-handler';
import { parseInput } from '../../http/validate';
import { companyToday } from '../../modules/company/time-zone';
import { now } from '../../lib/clock';
import { limitDateProblem } from '@colabora/core/admission/rules';
import { inAdmission } from '../../modules/admission/admission-rules';
import { collaboratorDetail } from '../../modules/person/detail';
import { getUser } from '../../modules/person/records';
import { isTabEdit, updateTab } from './update-tab';

/**
 * PUT /api/users/{id} → CollaboratorDetail. {limitDate, disabled:false}: a new fill deadline (not before the
 * admission date, not in the past) re-enables an expired invite. Otherwise one tab of an active person
 * (./update-tab.ts).
 */
export const updateUser = action('updateUser', async (request) => {
  const { caller, params, body } = request;
  if (isTabEdit(body)) return ok(await collaboratorDetail(await updateTab(caller, params.id, body)));
  const { limitDate } = parseInput(limitDateUpdateSchema, body);
  const person = await getUser(caller.companyId, params.id, true);
  if (!person) throw new NotFound(SERVER_MSG.notFound);
  if (!inAdmission(person)) throw new Conflict(SERVER_MSG.notInAdmission);
  const problem = limitDateProblem(person.admissionDate ?? limitDate, limitDate, await companyToday(caller.companyId, now()));
  if (problem) throw new BadRequest(problem, { limitDate: problem });
  try {
    await db.entities.user
      .patch({ companyId: caller.companyId, id: person.id })
      .set({ limitDate, disabled: false })
      .where(({ id }, { exists }) => exists(id))
      .go();
  } catch (error) {
    if (isConditionFailure(error)) throw new NotFound(SERVER_MSG.notFound);
    throw error;
  }
  const updated = await getUser(caller.companyId, person.id, true);
  if (!updated) throw new NotFound(SERVER_MSG.notFound);
  return ok(await collaboratorDetail(updated));
});
