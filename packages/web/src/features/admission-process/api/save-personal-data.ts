import { WIZARD_MSG } from '@colabora/core/admission/wizard';
import { useSaveStep } from './save-step';

/** PUT /api/users/step/personal-data/{userId}: 001 §8 says only the generic failure text. */
export function useSavePersonalData(userId: string) {
  return useSaveStep('savePersonalData', userId, {
    errorMessage: WIZARD_MSG.saveFailed,
    preferServerMessage: false,
  });
}
