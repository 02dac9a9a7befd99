import { WIZARD_MSG } from '@colabora/core/admission/wizard';
import { useSaveStep } from './save-step';

/**
 * PUT /api/users/step/family-data/{userId}: 001 §8 shows the server's message (e.g. a dependent with the
 * collaborator's own CPF), else the generic one.
 */
export function useSaveFamilyData(userId: string) {
  return useSaveStep('saveFamilyData', userId, {
    errorMessage: WIZARD_MSG.saveFailed,
    preferServerMessage: true,
  });
}
