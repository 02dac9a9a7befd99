import { personalDataSchema } from '@colabora/core/admission/personal-data';
import { isMunicipalityOf } from '@colabora/core/brazil/municipalities';
import { isBrazilian } from '@colabora/core/brazil/nationalities';
import { SERVER_MSG } from '@colabora/core/messages';
import { BadRequest } from '../../http/http-error';
import { candidateStepAction } from './candidate-step';

/** PUT /api/users/step/personal-data/{userId}: step 1, 'About you' (spec 001 §2 step 1, §5). */
export const savePersonalData = candidateStepAction('savePersonalData', {
  step: 'PERSONAL_DATA',
  schema: () => personalDataSchema,
  files: { profilePicture: 'photo' },
  // Born in Brazil: the city must be one of the state's IBGE municipalities (the form offers only those).
  check: async ({ nationality, state, cityOfBirth }) => {
    if (isBrazilian(nationality) && !(await isMunicipalityOf(state, cityOfBirth))) {
      throw new BadRequest(SERVER_MSG.cityNotInState, { cityOfBirth: SERVER_MSG.cityNotInState });
    }
  },
});
