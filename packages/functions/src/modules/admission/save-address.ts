import { addressSchema } from '@colabora/core/admission/address';
import { candidateStepAction, defineStep } from './candidate-step';

/** PUT /api/users/step/address/{userId}: step 4 with its proof of residence. */
export const addressStep = defineStep({
  step: 'ADDRESS',
  schema: () => addressSchema,
  files: { receipt: 'document' },
});

export const saveAddress = candidateStepAction('saveAddress', addressStep);
