import { WIZARD_MSG } from '@colabora/core/admission/wizard';
import { useSaveStep } from './save-step';

/** PUT /api/users/step/documents/{userId}: the server's message, else 'Falha ao salvar os dados' (001 §8). */
export function useSaveDocuments(userId: string) {
  return useSaveStep('saveDocuments', userId, {
    errorMessage: WIZARD_MSG.saveFailedShort,
    preferServerMessage: true,
  });
}
