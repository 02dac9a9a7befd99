import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { FIRST_CALENDAR_DAY } from '@colabora/core/ground/calendar-day';
import type { CollaboratorDetail } from '@colabora/core/admission/contract';
import { DOCUMENTS_MSG, documentsSchema, RG_NUMBER_MAX, VOTER_NUMBER_MAX, type Documents } from '@colabora/core/admission/documents';
import type { UploadedFile } from '@colabora/core/ground/uploaded-file';
import { DOCUMENTS_LABEL } from '@colabora/core/people/field-labels';
import { Form, Formik } from 'formik';
import { useMemo } from 'react';
import { DateField } from '@/components/form/date-field';
import { TextField } from '@/components/form/text-field';
import { FileUploadField } from '@/components/files/file-upload-field';
import { MASKS } from '@/lib/masks';
import { MaskedField } from '../fields/masked-field';
import { stepForm, submitBody, type PersonFormProps } from './step-form';
import { companyToday } from '@/lib/format-date';

type PhotoKey = 'photoCPF' | 'photoFrontRg' | 'photoBackRg' | 'photoTitle' | 'photoReservist';
type TextKey =
  | 'cpf'
  | 'pisNumber'
  | 'rgNumber'
  | 'rgExpeditionDate'
  | 'rgOrganUfEmitter'
  | 'voterRegistrationNumber'
  | 'voterRegistrationZone'
  | 'voterRegistrationSection'
  | 'reservistNumber';
type DocumentsValues = Record<TextKey, string> & Record<PhotoKey, UploadedFile | null>;

/** The photo slots, in the order the documents are asked. */
const PHOTOS: { name: PhotoKey; label: string }[] = [
  { name: 'photoCPF', label: DOCUMENTS_LABEL.photoCPF },
  { name: 'photoFrontRg', label: 'Foto do RG (frente)' },
  { name: 'photoBackRg', label: 'Foto do RG (verso)' },
  { name: 'photoTitle', label: 'Foto do título de eleitor' },
  { name: 'photoReservist', label: 'Foto do certificado de reservista' },
];

function initialValues(saved: CollaboratorDetail['documents']): DocumentsValues {
  return {
    cpf: saved?.cpf ?? '',
    pisNumber: saved?.pisNumber ?? '',
    rgNumber: saved?.rgNumber ?? '',
    rgExpeditionDate: saved?.rgExpeditionDate ?? '',
    rgOrganUfEmitter: saved?.rgOrganUfEmitter ?? '',
    voterRegistrationNumber: saved?.voterRegistrationNumber ?? '',
    voterRegistrationZone: saved?.voterRegistrationZone ?? '',
    voterRegistrationSection: saved?.voterRegistrationSection ?? '',
    reservistNumber: saved?.reservistNumber ?? '',
    photoCPF: saved?.photoCPF ?? null,
    photoFrontRg: saved?.photoFrontRg ?? null,
    photoBackRg: saved?.photoBackRg ?? null,
    photoTitle: saved?.photoTitle ?? null,
    photoReservist: saved?.photoReservist ?? null,
  };
}

/** Documents with a photo of each (001 §2, §3 documents, §5 'Documents'): wizard step 3 and HR's tab. */
export function PersonDocumentsForm({ person: candidate, save, actions }: PersonFormProps<Documents, CollaboratorDetail>) {
  // The family step's dependents may not have the collaborator's CPF; the server checks it too.
  const dependentCpfs = useMemo(
    () => candidate.familyData?.dependents.map((dependent) => dependent.dependentCpf) ?? [],
    [candidate.familyData],
  );
  const { validate, toBody } = useMemo(
    () => stepForm<DocumentsValues, Documents>(documentsSchema({ dependentCpfs })),
    [dependentCpfs],
  );
  const submit = submitBody(toBody, save);
  return (
    <Formik initialValues={initialValues(candidate.documents)} validate={validate} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Form noValidate aria-label="Documentação">
          <Grid container spacing={2.5}>
            <Grid size={{ xs: 12, md: 4 }}>
              <MaskedField name="cpf" label={DOCUMENTS_LABEL.cpf} mask={MASKS.cpf} required />
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <MaskedField name="pisNumber" label={DOCUMENTS_LABEL.pisNumber} mask={MASKS.pis} />
            </Grid>
            <Grid size={{ xs: 12, md: 4 }} />
            <Grid size={{ xs: 12, md: 4 }}>
              <TextField name="rgNumber" label={DOCUMENTS_LABEL.rgNumber} slotProps={{ htmlInput: { maxLength: RG_NUMBER_MAX } }} />
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <DateField name="rgExpeditionDate" label={DOCUMENTS_LABEL.rgExpeditionDate} minDate={FIRST_CALENDAR_DAY} maxDate={companyToday()} />
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <TextField name="rgOrganUfEmitter" label="Órgão emissor do RG" placeholder={DOCUMENTS_MSG.rgIssuerPlaceholder} />
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <TextField
                name="voterRegistrationNumber"
                label={DOCUMENTS_LABEL.voterRegistrationNumber}
                slotProps={{ htmlInput: { maxLength: VOTER_NUMBER_MAX } }}
              />
            </Grid>
            <Grid size={{ xs: 6, md: 4 }}>
              <TextField name="voterRegistrationZone" label={DOCUMENTS_LABEL.voterRegistrationZone} />
            </Grid>
            <Grid size={{ xs: 6, md: 4 }}>
              <TextField name="voterRegistrationSection" label={DOCUMENTS_LABEL.voterRegistrationSection} />
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <TextField name="reservistNumber" label={DOCUMENTS_LABEL.reservistNumber} />
            </Grid>
            <Grid size={{ xs: 12 }}>
              <Typography variant="subtitle1" component="h2">
                Fotos dos documentos
              </Typography>
            </Grid>
            {PHOTOS.map((slot) => (
              <Grid key={slot.name} size={{ xs: 12, md: 6 }}>
                <FileUploadField name={slot.name} label={slot.label} purpose="document" userId={candidate._id} />
              </Grid>
            ))}
            <Grid size={{ xs: 12 }}>{actions(isSubmitting)}</Grid>
          </Grid>
        </Form>
      )}
    </Formik>
  );
}
