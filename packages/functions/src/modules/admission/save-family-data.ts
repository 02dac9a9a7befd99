import { familyDataSchema } from '@colabora/core/admission/family-data';
import { candidateStepAction, defineStep } from './candidate-step';

/** PUT /api/users/step/family-data/{userId}: step 2; no dependent may have the CPF saved on step 3. */
export const familyDataStep = defineStep({
  step: 'FAMILY_DATA',
  schema: ({ documents }) => familyDataSchema({ collaboratorCpf: documents?.cpf ?? null }),
  reads: ['documents'],
  files: {},
});

export const saveFamilyData = candidateStepAction('saveFamilyData', familyDataStep);
