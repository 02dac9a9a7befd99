import type { StepsAnswer } from '@colabora/core/admission/contract';
import { ok } from '../../http/reply';
import { action } from '../../http/resource-handler';
import { admissionData } from '../../modules/person/stored-data';
import { readablePerson } from '../../modules/person/readable';

/** GET /api/users/steps/{userId} → each step's status and reason (HR of the company, or the person). */
export const getUserSteps = action('getUserSteps', async ({ caller, params }) => {
  const answer: StepsAnswer = admissionData(await readablePerson(caller, params.userId)).steps;
  return ok(answer);
});
