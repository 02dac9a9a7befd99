import * as z from 'zod/mini';
import { isPis, pisDigits } from '../brazil/pis';
import { isCpfAmongDependents } from './dependent';
import { whenValid } from '../fields';
import { cpfField, optionalPastDayField, optionalText } from './form-fields';
import { optionalUploadedFileSchema, uploadedFileSchema } from '../ground/uploaded-file';

// Step 3 and the DOCUMENTAÇÃO tab (spec 001 §3 documents, §5 'Documents'). The spec shows no more rules:
// only the CPF and its photo are required; the other numbers and photos are optional.
export const DOCUMENTS_MSG = {
  cpfPhotoRequired: 'A foto do CPF é obrigatória',
  invalidPis: 'PIS inválido',
  cpfAmongDependents: 'Já existe esse CPF entre os dependentes',
  /** Placeholder of the RG issuer field (001 §2 step 3). */
  rgIssuerPlaceholder: 'Órgão/UF',
  invalidFile: 'Arquivo inválido',
} as const;

/** 001 §9. */
export const RG_NUMBER_MAX = 10;
export const VOTER_NUMBER_MAX = 13;

export interface DocumentsContext {
  /** CPFs of the dependents already saved (family step): the collaborator's CPF may not be one of them. */
  dependentCpfs?: readonly string[];
}

/** Body of PUT /api/users/step/documents/{userId}; CPF and PIS kept as digits. */
export function documentsSchema(context: DocumentsContext = {}) {
  const dependents = (context.dependentCpfs ?? []).map((dependentCpf) => ({ dependentCpf }));
  return z
    .object({
      cpf: cpfField(),
      pisNumber: z.nullish(
        z.string({ error: DOCUMENTS_MSG.invalidPis }).check(
          z.overwrite(pisDigits),
          z.refine((pis) => pis === '' || isPis(pis), DOCUMENTS_MSG.invalidPis),
        ),
      ),
      rgNumber: optionalText(RG_NUMBER_MAX),
      rgExpeditionDate: optionalPastDayField(),
      rgOrganUfEmitter: optionalText(20),
      voterRegistrationNumber: optionalText(VOTER_NUMBER_MAX),
      voterRegistrationZone: optionalText(10),
      voterRegistrationSection: optionalText(10),
      reservistNumber: optionalText(20),
      photoCPF: uploadedFileSchema(DOCUMENTS_MSG.cpfPhotoRequired),
      photoFrontRg: optionalUploadedFileSchema(DOCUMENTS_MSG.invalidFile),
      photoBackRg: optionalUploadedFileSchema(DOCUMENTS_MSG.invalidFile),
      photoTitle: optionalUploadedFileSchema(DOCUMENTS_MSG.invalidFile),
      photoReservist: optionalUploadedFileSchema(DOCUMENTS_MSG.invalidFile),
      isWhatsApp: z.optional(z.boolean()),
    })
    .check(
      z.refine<{ cpf: string }>((documents) => !isCpfAmongDependents(documents.cpf, dependents), {
        error: DOCUMENTS_MSG.cpfAmongDependents,
        path: ['cpf'],
        when: whenValid('cpf'),
      }),
    );
}
export type Documents = z.infer<ReturnType<typeof documentsSchema>>;
