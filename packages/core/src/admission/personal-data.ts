import * as z from 'zod/mini';
import { MSG } from '../messages';
import { isBrazilian, isNationality } from '../brazil/nationalities';
import { isStateCode } from '../brazil/states';
import { requiredString, whenValid } from '../fields';
import { FIELD_MSG, pastDayField } from './form-fields';
import { NEW_COLLABORATOR_FIELDS } from './new-collaborator';
import { DEFICIENCIES, GENDERS, RACES } from './options';
import { uploadedFileSchema } from '../ground/uploaded-file';

// Step 1 'About you' and the DADOS PESSOAIS tab (spec 001 §2 step 1, §3 personalData, §5 'Personal data').
export const PERSONAL_DATA_MSG = {
  photoRequired: 'Foto obrigatória',
} as const;

/**
 * Body of PUT /api/users/step/personal-data/{userId}. With nationality 'Brasil' the state is a UF code and
 * the city one of its IBGE municipalities (the API checks the city with isMunicipalityOf); otherwise both
 * are free text. The photo is the new upload or, when the person keeps it, the one already stored.
 */
export const personalDataSchema = z
  .object({
    nationality: requiredString(MSG.required, 100, [isNationality, FIELD_MSG.invalid]),
    state: requiredString(),
    cityOfBirth: requiredString(),
    birthDate: pastDayField(),
    gender: z.enum(GENDERS, { error: MSG.required }),
    raceColor: z.enum(RACES, { error: MSG.required }),
    deficiency: z.enum(DEFICIENCIES, { error: MSG.required }),
    profilePicture: uploadedFileSchema(PERSONAL_DATA_MSG.photoRequired),
    isWhatsApp: z.optional(z.boolean()),
  })
  .check(
    z.refine<{ nationality: string; state: string }>(
      (data) => !isBrazilian(data.nationality) || isStateCode(data.state),
      { error: FIELD_MSG.invalid, path: ['state'], when: whenValid('nationality', 'state') },
    ),
  );
export type PersonalData = z.infer<typeof personalDataSchema>;

/** HR's DADOS PESSOAIS tab edits only the contact (PUT /api/users/{userId}); the rest is read-only there. */
export const contactSchema = z.object({
  email: NEW_COLLABORATOR_FIELDS.email,
  phone: NEW_COLLABORATOR_FIELDS.phone,
  isWhatsApp: z.optional(z.boolean()),
});
export type Contact = z.infer<typeof contactSchema>;

/** 001 §2 step 1: choosing another nationality clears state and city; choosing a state clears the city. */
export function onNationalityChange<T extends { nationality: string; state: string; cityOfBirth: string }>(
  data: T,
  nationality: string,
): T {
  return data.nationality === nationality ? data : { ...data, nationality, state: '', cityOfBirth: '' };
}

export function onBirthStateChange<T extends { state: string; cityOfBirth: string }>(data: T, state: string): T {
  return data.state === state ? data : { ...data, state, cityOfBirth: '' };
}
