import { addressSchema } from '@colabora/core/admission/address';
import { candidateStepAction } from './candidate-step';

/** PUT /api/users/step/address/{userId}: step 4 with its proof of residence. */
export const saveAddress = candidateStepAction({
  step: 'ADDRESS',
  schema: () => addressSchema,
  files: { receipt: 'document' },
});
