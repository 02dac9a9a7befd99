import Alert from '@mui/material/Alert';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import type { CepAddress } from '@colabora/core/admission/contract';
import { isCepComplete } from '@colabora/core/brazil/cep';
import { SERVER_MSG } from '@colabora/core/messages';
import { ADDRESS_LABEL } from '@colabora/core/people/field-labels';
import { useFormikContext } from 'formik';
import { useRef, useState } from 'react';
import { ApiError } from '@/lib/api-error';
import { lookupCep } from '@/domain/people/api/lookup-cep';
import { MASKS } from '@/lib/masks';
import { MaskedField } from './masked-field';
import { FIELD_TEXT } from './field-messages';

/** The address fields a CEP fills, and the CEP the lookup did not find (its field says so until it changes). */
export interface CepFill {
  cep: string;
  state: string;
  city: string;
  neighborhood: string;
  publicPlace: string;
  cepNotFound: string;
}

type Lookup = 'idle' | 'searching' | 'unavailable';

/**
 * The CEP of step 4: once complete, the postal lookup fills state, city, neighbourhood and street (001 §2).
 * Not found → the field's message; lookup down or unreachable → a note, and the person types the address.
 */
export function CepField() {
  const { setValues, setFieldTouched } = useFormikContext<CepFill>();
  const [lookup, setLookup] = useState<Lookup>('idle');
  // Only the answer for the CEP on screen counts: one typed over while a lookup ran must not fill.
  const current = useRef('');

  async function fill(cep: string) {
    current.current = cep;
    if (!isCepComplete(cep)) {
      setLookup('idle');
      return;
    }
    setLookup('searching');
    let found: CepAddress;
    try {
      found = await lookupCep(cep);
    } catch (error) {
      if (current.current !== cep) return;
      const notFound = error instanceof ApiError && error.status === 404;
      setLookup(notFound ? 'idle' : 'unavailable');
      if (notFound) {
        // Touched without validating again: setValues already validated the values that hold the CEP.
        await setValues((values) => ({ ...values, cepNotFound: cep }));
        await setFieldTouched('cep', true, false);
      }
      return;
    }
    if (current.current !== cep) return;
    setLookup('idle');
    // A CEP of a whole town has no street or neighbourhood: what the person typed stays.
    await setValues((values) => ({
      ...values,
      state: found.state || values.state,
      city: found.city || values.city,
      neighborhood: found.neighborhood || values.neighborhood,
      publicPlace: found.publicPlace || values.publicPlace,
      cepNotFound: '',
    }));
  }

  return (
    <Stack spacing={1}>
      <MaskedField name="cep" label={ADDRESS_LABEL.cep} mask={MASKS.cep} required onChange={(cep) => void fill(cep)} />
      {lookup === 'searching' && <FormHelperText role="status">{FIELD_TEXT.cepSearching}</FormHelperText>}
      {lookup === 'unavailable' && (
        <Alert severity="info" role="status">
          {SERVER_MSG.cepUnavailable}
        </Alert>
      )}
    </Stack>
  );
}
