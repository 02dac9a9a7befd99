import * as z from 'zod/mini';
import { MSG } from '../messages';
import { filled, firstFailing, requiredString } from '../fields';
import { ACCOUNT_TYPES } from './options';
import { uploadedFileSchema } from '../ground/uploaded-file';

// Step 5 and the DADOS BANCÁRIOS tab (spec 001 §2 step 5, §3 bankData, §5 'Bank', §9).
export const BANK_DATA_MSG = {
  accountMax: 'A conta deve ter um máximo de 13 números',
  agencyMax: 'A agência deve ter um máximo de 5 números',
  digitInvalid: 'Máximo 2 letras ou números',
  receiptRequired: 'Comprovante bancário obrigatório',
  confirmWhatsApp: 'Confirme se o número é WhatsApp',
} as const;

export const ACCOUNT_MAX = 13;
export const AGENCY_MAX = 5;
export const DIGIT_MAX = 2;

const digitsOnly = (value: string) => value.replace(/\D/g, '');

/** Body of PUT /api/users/step/bank-data/{userId}; `bank` is the bank's name (the picker shows 'code - name'). */
export const bankDataSchema = z.object({
  bank: requiredString(MSG.required, 150),
  agency: z.string({ error: MSG.required }).check(
    z.overwrite(digitsOnly),
    firstFailing([filled, MSG.required], [(agency) => agency.length <= AGENCY_MAX, BANK_DATA_MSG.agencyMax]),
  ),
  typeAccount: z.enum(ACCOUNT_TYPES, { error: MSG.required }),
  account: z.string({ error: MSG.required }).check(
    z.overwrite(digitsOnly),
    firstFailing([filled, MSG.required], [(account) => account.length <= ACCOUNT_MAX, BANK_DATA_MSG.accountMax]),
  ),
  digit: z.nullish(
    z.string({ error: BANK_DATA_MSG.digitInvalid }).check(
      z.trim(),
      z.regex(new RegExp(`^[0-9A-Za-z]{0,${DIGIT_MAX}}$`), BANK_DATA_MSG.digitInvalid),
    ),
  ),
  photoBankAccountReceipt: uploadedFileSchema(BANK_DATA_MSG.receiptRequired),
  isWhatsApp: z.boolean({ error: BANK_DATA_MSG.confirmWhatsApp }),
});
export type BankData = z.infer<typeof bankDataSchema>;
