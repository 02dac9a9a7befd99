import { updateStepBodySchema } from '@colabora/core/admission/step-review';
import { SERVER_MSG } from '@colabora/core/messages';
import { Conflict } from '../../http/http-error';
import { ok } from '../../http/reply';
import { action } from '../../http/resource-handler';
import { admissionData } from '../../modules/person/stored-data';
import { inAdmission } from '../../modules/admission/admission-rules';
import { collaboratorDetail } from '../../modules/person/detail';
import { updatePerson } from '../../modules/person/guarded-update';
import { STEP_DATA_FIELD } from '../../modules/admission/step-fields';
import { roleAfterSteps, stepsAfterReview } from '../../modules/admission/step-rules';

/**
 * PUT /api/users/update-step/{userId} {stepName, status, reason?} → CollaboratorDetail. HR approves or
 * disapproves a step under analysis; the step's data stays as the candidate sent it. The sixth approval
 * moves the candidate on to WAITING_CONTRACT_SIGN in the same write.
 */
export const updateStep = action('updateStep', { body: updateStepBodySchema }, async ({ caller, params, body: review }) => {
  const person = await updatePerson(caller.companyId, params.userId, async (current) => {
    if (!inAdmission(current)) throw new Conflict(SERVER_MSG.notInAdmission);
    const steps = stepsAfterReview(admissionData(current).steps, review);
    // The data HR looked at must still be what is stored: a correction meanwhile makes the review decide again.
    return {
      set: { steps, role: roleAfterSteps(current.role, steps) },
      read: ['steps', STEP_DATA_FIELD[review.stepName]],
    };
  });
  return ok(await collaboratorDetail(person));
});
