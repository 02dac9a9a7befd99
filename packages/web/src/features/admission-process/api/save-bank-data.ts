import { WIZARD_MSG } from '@colabora/core/admission/wizard';
import { useSaveStep } from './save-step';

/** PUT /api/users/step/bank-data/{userId} (FINALIZAR): 001 §8 says 'Falha ao salvar os dados' whatever the cause. */
export function useSaveBankData(userId: string) {
  return useSaveStep('saveBankData', userId, {
    errorMessage: WIZARD_MSG.saveFailedShort,
    preferServerMessage: false,
  });
}
