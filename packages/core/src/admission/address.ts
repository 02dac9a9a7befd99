import * as z from 'zod/mini';
import { MSG } from '../messages';
import { cepDigits, CEP_LENGTH } from '../brazil/cep';
import { cpfDigits } from '../brazil/cpf';
import { isStateCode } from '../brazil/states';
import { firstFailing, requiredString, whenValid } from '../fields';
import { cpfField, FIELD_MSG, optionalText } from './form-fields';
import { ADDRESS_TYPES } from './options';
import { uploadedFileSchema } from '../ground/uploaded-file';

// Step 4 and the ENDEREÇO tab (spec 001 §2 step 4, §3 address, §5 'Address').
export const ADDRESS_MSG = {
  invalidCep: 'CEP inválido.',
  cepNotFound: 'CEP inválido ou não encontrado',
  receiptRequired: 'Comprovante de residência obrigatório',
  rgOwnerMin: 'Mínimo 8 caracteres',
  proofQuestion: 'O comprovante de residência está em seu nome?',
  yes: 'SIM',
  no: 'NÃO',
} as const;

/** 001 §5: the owner's RG, asked when the proof is in someone else's name, has at least 8 characters. */
export const RG_OWNER_MIN = 8;

const ownerCpfField = cpfField();
const ownerRgField = requiredString(MSG.required, 20, [(rg) => rg.length >= RG_OWNER_MIN, ADDRESS_MSG.rgOwnerMin]);

/**
 * Body of PUT /api/users/step/address/{userId}. `state` is the UF code; `proofOfAddress` true means the
 * proof is in the person's own name, and then the owner's CPF and RG are cleared.
 */
export const addressSchema = z
  .object({
    cep: z.string({ error: ADDRESS_MSG.invalidCep }).check(
      z.overwrite(cepDigits),
      firstFailing([(cep) => cep.length === CEP_LENGTH, ADDRESS_MSG.invalidCep]),
    ),
    state: requiredString(MSG.required, 100, [isStateCode, FIELD_MSG.invalid]),
    city: requiredString(),
    publicPlace: requiredString(MSG.required, 150),
    number: requiredString(MSG.required, 20),
    complement: optionalText(100),
    neighborhood: requiredString(),
    type: z.nullish(z.enum(ADDRESS_TYPES, { error: FIELD_MSG.invalid })),
    proofOfAddress: z.boolean({ error: MSG.required }),
    cpfOwner: z.nullish(z.string()),
    rgOwner: z.nullish(z.string()),
    receipt: uploadedFileSchema(ADDRESS_MSG.receiptRequired),
    isWhatsApp: z.optional(z.boolean()),
  })
  .check(
    z.superRefine(
      (address, ctx) => {
        if (address.proofOfAddress) return;
        const owner = [
          ['cpfOwner', ownerCpfField.safeParse(address.cpfOwner ?? '')],
          ['rgOwner', ownerRgField.safeParse(address.rgOwner ?? '')],
        ] as const;
        for (const [field, result] of owner) {
          for (const issue of result.error?.issues ?? []) {
            ctx.addIssue({ code: 'custom', message: issue.message, path: [field], input: address[field] });
          }
        }
      },
      { when: whenValid('proofOfAddress', 'cpfOwner', 'rgOwner') },
    ),
    z.overwrite((address) =>
      address.proofOfAddress
        ? { ...address, cpfOwner: null, rgOwner: null }
        : { ...address, cpfOwner: cpfDigits(address.cpfOwner ?? ''), rgOwner: address.rgOwner?.trim() ?? '' },
    ),
  );
export type Address = z.infer<typeof addressSchema>;

