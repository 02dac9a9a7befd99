import { WIZARD_MSG } from '@colabora/core/admission/wizard';
import { useSaveStep } from './save-step';

/** PUT /api/users/step/address/{userId}: 001 §8 says 'Falha ao salvar os dados' whatever the cause. */
export function useSaveAddress(userId: string) {
  return useSaveStep('saveAddress', userId, {
    errorMessage: WIZARD_MSG.saveFailedShort,
    preferServerMessage: false,
  });
}
