import * as z from 'zod/mini';
import { EMAIL_PATTERN } from '../admission/new-collaborator';
import { firstFailing, requiredString } from '../fields';
import { lettersOnlyName, optionalText } from '../admission/form-fields';
import { cepDigits, CEP_LENGTH } from '../brazil/cep';
import { cnpjCharacters, isCnpj } from '../brazil/cnpj';
import { isStateCode } from '../brazil/states';
import { MSG } from '../messages';

// A company and its first administrator (`npm run create-company`): CNPJ and address are the employer's
// identification that time records and receipts carry.
export const COMPANY_MSG = {
  invalidCnpj: 'CNPJ inválido',
  invalidCep: 'CEP inválido',
  invalidState: 'UF inválida',
  invalidEmail: 'E-mail inválido',
  cnpjTaken: 'Já existe uma empresa com este CNPJ.',
  emailTaken: 'Este e-mail já é usado por outra pessoa.',
} as const;

export const companyAddressSchema = z.object({
  cep: z.string({ error: COMPANY_MSG.invalidCep }).check(
    z.overwrite(cepDigits),
    firstFailing([(cep) => cep.length === CEP_LENGTH, COMPANY_MSG.invalidCep]),
  ),
  publicPlace: requiredString(MSG.required, 150),
  number: requiredString(MSG.required, 20),
  complement: optionalText(100),
  neighborhood: requiredString(),
  city: requiredString(),
  state: z.string({ error: COMPANY_MSG.invalidState }).check(
    z.trim(),
    z.toUpperCase(),
    firstFailing([isStateCode, COMPANY_MSG.invalidState]),
  ),
});
export type CompanyAddress = z.infer<typeof companyAddressSchema>;

/** The CNPJ typed with or without the mask, kept as its 14 characters; check digits verified. */
export const cnpjSchema = z.string({ error: COMPANY_MSG.invalidCnpj }).check(
  z.overwrite(cnpjCharacters),
  firstFailing([isCnpj, COMPANY_MSG.invalidCnpj]),
);

/** The employer's name: the razão social, as AFD type 1 and 2 hold it (150 characters). */
export const legalNameSchema = requiredString(MSG.required, 150);

export const newCompanySchema = z.object({
  name: legalNameSchema,
  cnpj: cnpjSchema,
  address: companyAddressSchema,
  adminName: lettersOnlyName(),
  adminEmail: z.string({ error: COMPANY_MSG.invalidEmail }).check(
    z.trim(),
    z.toLowerCase(),
    firstFailing([(email) => email.length <= 254 && EMAIL_PATTERN.test(email), COMPANY_MSG.invalidEmail]),
  ),
});
export type NewCompany = z.infer<typeof newCompanySchema>;

/** For messages that name the field (the command's output). */
export const COMPANY_FIELD_LABELS: Record<string, string> = {
  name: 'Nome da empresa',
  cnpj: 'CNPJ',
  'address.cep': 'CEP',
  'address.publicPlace': 'Logradouro',
  'address.number': 'Número',
  'address.complement': 'Complemento',
  'address.neighborhood': 'Bairro',
  'address.city': 'Cidade',
  'address.state': 'UF',
  adminName: 'Nome do administrador',
  adminEmail: 'E-mail do administrador',
};
