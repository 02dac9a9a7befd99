import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EMPLOYER_MSG, MAX_PLACES_OF_WORK, type Employer, type PlaceOfWork } from '@colabora/core/company/employer';
import { FieldArray, getIn, useFormikContext } from 'formik';
import { useId } from 'react';
import { FormSection } from '@/components/form/form-section';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { MaskedField } from '@/domain/people/components/fields/masked-field';
import { STATE_OPTIONS } from '@/domain/people/components/fields/state-options';
import { MASKS } from '@/lib/masks';

const NEW_PLACE: PlaceOfWork = {
  name: '',
  address: { cep: '', publicPlace: '', number: '', complement: '', neighborhood: '', city: '', state: '' },
};

/** One place of work: its name and address (art. 79 IV prints it on the receipt). */
function PlaceFields({ at, disabled }: { at: string; disabled: boolean }) {
  const field = (name: string) => `${at}.${name}`;
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextField name={field('name')} label={EMPLOYER_MSG.placeName} required disabled={disabled} fullWidth />
      </Grid>
      <Grid size={{ xs: 12, md: 3 }}>
        <MaskedField name={field('address.cep')} label={EMPLOYER_MSG.cep} mask={MASKS.cep} required disabled={disabled} />
      </Grid>
      <Grid size={{ xs: 12, md: 3 }}>
        <SelectField name={field('address.state')} label={EMPLOYER_MSG.state} options={STATE_OPTIONS} required disabled={disabled} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextField name={field('address.publicPlace')} label={EMPLOYER_MSG.publicPlace} required disabled={disabled} fullWidth />
      </Grid>
      <Grid size={{ xs: 12, md: 2 }}>
        <TextField name={field('address.number')} label={EMPLOYER_MSG.number} required disabled={disabled} fullWidth />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <TextField name={field('address.complement')} label={EMPLOYER_MSG.complement} disabled={disabled} fullWidth />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextField name={field('address.neighborhood')} label={EMPLOYER_MSG.neighborhood} required disabled={disabled} fullWidth />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextField name={field('address.city')} label={EMPLOYER_MSG.city} required disabled={disabled} fullWidth />
      </Grid>
    </Grid>
  );
}

interface PlaceGroupProps {
  index: number;
  place: PlaceOfWork;
  disabled: boolean;
  /** The only place left: it cannot be removed (at least one). */
  last: boolean;
  onRemove: () => void;
}

/** One place of the list, a group named 'Local N', with its remove button. */
function PlaceGroup({ index, place, disabled, last, onRemove }: PlaceGroupProps) {
  const titleId = useId();
  return (
    <Stack spacing={1} role="group" aria-labelledby={titleId}>
      <Stack direction="row" alignItems="center" justifyContent="space-between">
        <Typography id={titleId} variant="body2" fontWeight={600}>
          {EMPLOYER_MSG.placeTitle(index)}
        </Typography>
        <IconButton aria-label={EMPLOYER_MSG.removePlace(place.name)} onClick={onRemove} disabled={disabled || last}>
          <DeleteOutlineIcon />
        </IconButton>
      </Stack>
      <PlaceFields at={`employer.placesOfWork.${index}`} disabled={disabled} />
    </Stack>
  );
}

/**
 * The employer's identification in the company settings (issue 23 §8; core/company/employer.ts): legal name, CNPJ
 * and the places of work, at least one. Its own section of the settings form, under the field `employer`.
 */
export function EmployerSection({ disabled }: { disabled: boolean }) {
  const { values, errors } = useFormikContext<{ employer: Employer }>();
  const places = values.employer.placesOfWork;
  const listError: unknown = getIn(errors, 'employer.placesOfWork');
  return (
    <FormSection title={EMPLOYER_MSG.section}>
      <Stack spacing={2}>
        <Typography variant="body2" color="text.secondary">
          {EMPLOYER_MSG.sectionHint}
        </Typography>
        <TextField name="employer.name" label={EMPLOYER_MSG.legalName} required disabled={disabled} fullWidth />
        <TextField name="employer.cnpj" label={EMPLOYER_MSG.cnpj} required disabled={disabled} fullWidth />
        <Typography variant="subtitle2" component="h3">
          {EMPLOYER_MSG.placesOfWork}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {EMPLOYER_MSG.placesHint}
        </Typography>
        <FieldArray name="employer.placesOfWork">
          {({ push, remove }) => (
            <Stack spacing={3}>
              {places.map((place, index) => (
                <PlaceGroup key={index} index={index} place={place} disabled={disabled} last={places.length === 1} onRemove={() => remove(index)} />
              ))}
              {typeof listError === 'string' && <FormHelperText error>{listError}</FormHelperText>}
              <div>
                <Button variant="outlined" onClick={() => push(NEW_PLACE)} disabled={disabled || places.length >= MAX_PLACES_OF_WORK}>
                  {EMPLOYER_MSG.addPlace}
                </Button>
              </div>
            </Stack>
          )}
        </FieldArray>
      </Stack>
    </FormSection>
  );
}
