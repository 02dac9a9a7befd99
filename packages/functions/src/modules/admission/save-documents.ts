import { documentsSchema } from '@colabora/core/admission/documents';
import { candidateStepAction, defineStep } from './candidate-step';

/** PUT /api/users/step/documents/{userId}: step 3; the CPF may not be one of the saved dependents'. */
export const documentsStep = defineStep({
  step: 'DOCUMENTS',
  schema: ({ familyData }) =>
    documentsSchema({ dependentCpfs: (familyData?.dependents ?? []).map((dependent) => dependent.dependentCpf) }),
  reads: ['familyData'],
  files: {
    photoCPF: 'document',
    photoFrontRg: 'document',
    photoBackRg: 'document',
    photoTitle: 'document',
    photoReservist: 'document',
  },
});

export const saveDocuments = candidateStepAction('saveDocuments', documentsStep);
