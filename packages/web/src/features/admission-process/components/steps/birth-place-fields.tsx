import { MunicipalityField } from '@/domain/people/components/fields/municipality-field';
import Grid from '@mui/material/Grid';
import { onBirthStateChange, onNationalityChange } from '@colabora/core/admission/personal-data';
import { toOptions } from '@colabora/core/admission/options';
import { isBrazilian, NATIONALITIES } from '@colabora/core/brazil/nationalities';
import { useFormikContext } from 'formik';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { AutocompleteField } from '@/domain/people/components/fields/autocomplete-field';
import { STATE_OPTIONS } from '@/domain/people/components/fields/state-options';

const NATIONALITY_OPTIONS = toOptions(NATIONALITIES);

export interface BirthPlace {
  nationality: string;
  state: string;
  cityOfBirth: string;
}

/**
 * Nationality, state and city of birth (001 §2 step 1): with 'Brasil' the state is a UF and the city one of
 * its municipalities; otherwise both are typed. The clearing rules are core's.
 */
export function BirthPlaceFields() {
  const { values, setValues } = useFormikContext<BirthPlace>();
  const brazilian = isBrazilian(values.nationality);
  return (
    <>
      <Grid size={{ xs: 12, md: 4 }}>
        <AutocompleteField
          name="nationality"
          label="Nacionalidade"
          options={NATIONALITY_OPTIONS}
          required
          onChange={(nationality) => void setValues(onNationalityChange(values, nationality))}
        />
      </Grid>
      {brazilian ? (
        <>
          <Grid size={{ xs: 12, md: 4 }}>
            <SelectField
              name="state"
              label="Estado de nascimento"
              options={STATE_OPTIONS}
              required
              onChange={(state) => void setValues(onBirthStateChange(values, state))}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <MunicipalityField name="cityOfBirth" label="Cidade de nascimento" state={values.state} />
          </Grid>
        </>
      ) : (
        <>
          <Grid size={{ xs: 12, md: 4 }}>
            <TextField name="state" label="Estado de nascimento" required />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <TextField name="cityOfBirth" label="Cidade de nascimento" required />
          </Grid>
        </>
      )}
    </>
  );
}
