import type * as z from 'zod/mini';
import { filledPercentage, wizardPageOfStep, type WizardStep } from '@colabora/core/admission/wizard';
import { SERVER_MSG } from '@colabora/core/messages';
import { Conflict, Forbidden } from '../../http/http-error';
import { ok } from '../../http/reply';
import { action } from '../../http/resource-handler';
import { parseInput } from '../../http/validate';
import { admissionData, type AdmissionData } from '../person/stored-data';
import { inAdmission } from './admission-rules';
import { getInvite } from './invite-records';
import { collaboratorDetail } from '../person/detail';
import { updatePerson } from '../person/guarded-update';
import { STEP_DATA_FIELD } from './step-fields';
import { acceptStepFiles, type FileSlots } from './step-files';
import { assertOwnStepSave, assertStepEditable, assertTermsAccepted, stepsAfterCandidateSave } from './step-rules';

// One save for the candidate's five steps (PUT /api/users/step/{personal-data,…,bank-data}/{userId}),
// parameterised by step, schema and file slots.

type StepField = (typeof STEP_DATA_FIELD)[WizardStep];

export interface CandidateStep<S extends z.ZodMiniType<{ isWhatsApp?: boolean }>> {
  step: WizardStep;
  /** The form's own schema, given what other steps already saved (e.g. dependents' CPFs). */
  schema: (saved: AdmissionData) => S;
  /** The other steps `schema` reads: a save of theirs meanwhile makes this one decide again. */
  reads?: StepField[];
  files: FileSlots;
  /** Rules only the server can check (e.g. the city of birth against the IBGE list); throw to refuse. */
  check?: (data: z.output<S>) => Promise<void>;
}

/** A step's definition, typed by its schema: the candidate's save and HR's tab edit (users/update-tab.ts) share it. */
export const defineStep = <S extends z.ZodMiniType<{ isWhatsApp?: boolean }>>(definition: CandidateStep<S>) => definition;

/** The candidate's save routes, one per step. */
type CandidateStepRoute = 'savePersonalData' | 'saveFamilyData' | 'saveDocuments' | 'saveAddress' | 'saveBankData';

export function candidateStepAction<S extends z.ZodMiniType<{ isWhatsApp?: boolean }>>(route: CandidateStepRoute, definition: CandidateStep<S>) {
  const { step } = definition;
  const field = STEP_DATA_FIELD[step];
  const page = wizardPageOfStep(step);
  if (page === null || page === 6) throw new Error(`${step} is not a candidate step`);

  return action(route, async ({ caller, params, body }) => {
    assertOwnStepSave(caller, params.userId);
    const person = await updatePerson(caller.companyId, params.userId, async (current) => {
      if (!inAdmission(current)) throw new Conflict(SERVER_MSG.notInAdmission);
      if (current.role !== 'ADMISSION_PROCESS') throw new Forbidden(SERVER_MSG.forbidden);
      // The invite expired (Expirado): nothing changes until HR sets a new limit date.
      if (current.disabled) throw new Forbidden(SERVER_MSG.inviteExpired).withCode('inviteExpired');
      assertTermsAccepted(current.inviteId ? await getInvite(caller.companyId, current.inviteId) : null);
      const saved = admissionData(current);
      assertStepEditable(saved.steps, step);
      const parsed = parseInput(definition.schema(saved), body);
      await definition.check?.(parsed);
      const { isWhatsApp, ...data } = parsed;
      const stored: Record<string, unknown> | null = saved[field];
      const steps = stepsAfterCandidateSave(saved.steps, step);
      return {
        set: {
          [field]: await acceptStepFiles(caller, data, stored, definition.files),
          steps,
          // The steps actually filled (001 §9: 80 on page 5, 100 on page 6 for whoever fills them in order).
          percentageFilled: filledPercentage(steps),
          ...(isWhatsApp === undefined ? {} : { isWhatsApp }),
        },
        read: ['steps', 'percentageFilled', field, ...(definition.reads ?? [])],
      };
    });
    return ok(await collaboratorDetail(person));
  });
}
