import Grid from '@mui/material/Grid';
import { ADDRESS_MSG, addressSchema, type Address } from '@colabora/core/admission/address';
import type { CollaboratorDetail } from '@colabora/core/admission/contract';
import { ADDRESS_TYPES, toOptions } from '@colabora/core/admission/options';
import type { UploadedFile } from '@colabora/core/ground/uploaded-file';
import { ADDRESS_LABEL } from '@colabora/core/people/field-labels';
import { Form, Formik } from 'formik';
import { RadioField } from '@/components/form/radio-field';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { FileUploadField } from '@/components/files/file-upload-field';
import { CepField, type CepFill } from '../fields/cep-field';
import { MunicipalityField } from '../fields/municipality-field';
import { MASKS } from '@/lib/masks';
import { MaskedField } from '../fields/masked-field';
import { STATE_OPTIONS } from '../fields/state-options';
import { WhatsAppField } from '../fields/whatsapp-field';
import { stepForm, submitBody, type PersonFormProps } from './step-form';

interface AddressValues extends CepFill {
  number: string;
  complement: string;
  type: string;
  proofOfAddress: boolean | null;
  cpfOwner: string;
  rgOwner: string;
  receipt: UploadedFile | null;
  isWhatsApp: boolean | null;
}

const PROOF_ANSWERS = [
  { value: true, label: ADDRESS_MSG.yes },
  { value: false, label: ADDRESS_MSG.no },
] as const;

const form = stepForm<AddressValues, Address>(addressSchema);

/** The schema's messages, plus the CEP the lookup said does not exist (001 §5 'Address'). */
function validate(values: AddressValues) {
  const errors = form.validate(values);
  return values.cep && values.cep === values.cepNotFound ? { ...errors, cep: ADDRESS_MSG.cepNotFound } : errors;
}

function initialValues(candidate: CollaboratorDetail): AddressValues {
  const saved = candidate.address;
  return {
    cep: saved?.cep ?? '',
    state: saved?.state ?? '',
    city: saved?.city ?? '',
    publicPlace: saved?.publicPlace ?? '',
    number: saved?.number ?? '',
    complement: saved?.complement ?? '',
    neighborhood: saved?.neighborhood ?? '',
    type: saved?.type ?? '',
    proofOfAddress: saved?.proofOfAddress ?? null,
    cpfOwner: saved?.cpfOwner ?? '',
    rgOwner: saved?.rgOwner ?? '',
    receipt: saved?.receipt ?? null,
    isWhatsApp: candidate.isWhatsApp,
    cepNotFound: '',
  };
}

/** Address and proof of residence (001 §2, §3 address, §5 'Address'): wizard step 4 and HR's tab. */
export function PersonAddressForm({ person: candidate, save, actions }: PersonFormProps<Address, CollaboratorDetail>) {
  const submit = submitBody(form.toBody, save);
  return (
    <Formik initialValues={initialValues(candidate)} validate={validate} onSubmit={submit}>
      {({ values, isSubmitting, setFieldValue }) => (
        <Form noValidate aria-label="Endereço">
          <Grid container spacing={2.5}>
            <Grid size={{ xs: 12, md: 4 }}>
              <CepField />
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <SelectField
                name="state"
                label={ADDRESS_LABEL.state}
                options={STATE_OPTIONS}
                required
                onChange={() => void setFieldValue('city', '')}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <MunicipalityField name="city" label={ADDRESS_LABEL.city} state={values.state} />
            </Grid>
            <Grid size={{ xs: 12, md: 3 }}>
              <SelectField name="type" label="Tipo de logradouro" options={toOptions(ADDRESS_TYPES)} />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <TextField name="publicPlace" label={ADDRESS_LABEL.publicPlace} required />
            </Grid>
            <Grid size={{ xs: 12, md: 3 }}>
              <TextField name="number" label={ADDRESS_LABEL.number} required />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <TextField name="complement" label={ADDRESS_LABEL.complement} />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <TextField name="neighborhood" label={ADDRESS_LABEL.neighborhood} required />
            </Grid>
            <Grid size={{ xs: 12 }}>
              <RadioField name="proofOfAddress" label={ADDRESS_MSG.proofQuestion} options={PROOF_ANSWERS} />
            </Grid>
            {values.proofOfAddress === false && (
              <>
                <Grid size={{ xs: 12, md: 6 }}>
                  <MaskedField name="cpfOwner" label="CPF do titular do comprovante" mask={MASKS.cpf} required />
                </Grid>
                <Grid size={{ xs: 12, md: 6 }}>
                  <TextField name="rgOwner" label="RG do titular do comprovante" required />
                </Grid>
              </>
            )}
            <Grid size={{ xs: 12 }}>
              <FileUploadField name="receipt" label={ADDRESS_LABEL.receipt} purpose="document" userId={candidate._id} />
            </Grid>
            <Grid size={{ xs: 12 }}>
              <WhatsAppField phone={candidate.phone} />
            </Grid>
            <Grid size={{ xs: 12 }}>{actions(isSubmitting)}</Grid>
          </Grid>
        </Form>
      )}
    </Formik>
  );
}

/** The municipalities of the chosen state (or the one the CEP lookup wrote). */
