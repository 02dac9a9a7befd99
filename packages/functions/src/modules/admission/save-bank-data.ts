import { bankDataSchema } from '@colabora/core/admission/bank-data';
import { candidateStepAction, defineStep } from './candidate-step';

/** PUT /api/users/step/bank-data/{userId}: step 5 (FINALIZAR) with its bank proof and the WhatsApp answer. */
export const bankDataStep = defineStep({
  step: 'BANK_DATA',
  schema: () => bankDataSchema,
  files: { photoBankAccountReceipt: 'document' },
});

export const saveBankData = candidateStepAction('saveBankData', bankDataStep);
