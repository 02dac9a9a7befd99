import Grid from '@mui/material/Grid';
import { ACCOUNT_MAX, AGENCY_MAX, bankDataSchema, DIGIT_MAX, type BankData } from '@colabora/core/admission/bank-data';
import type { CollaboratorDetail } from '@colabora/core/admission/contract';
import { ACCOUNT_TYPES, toOptions } from '@colabora/core/admission/options';
import type { UploadedFile } from '@colabora/core/ground/uploaded-file';
import { BANK_DATA_LABEL } from '@colabora/core/people/field-labels';
import { Form, Formik } from 'formik';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { FileUploadField } from '@/components/files/file-upload-field';
import { BankField } from '../fields/bank-field';
import { WhatsAppField } from '../fields/whatsapp-field';
import { stepForm, submitBody, type PersonFormProps } from './step-form';

interface BankDataValues {
  bank: string;
  agency: string;
  typeAccount: string;
  account: string;
  digit: string;
  photoBankAccountReceipt: UploadedFile | null;
  isWhatsApp: boolean | null;
}

const { validate, toBody } = stepForm<BankDataValues, BankData>(bankDataSchema);

function initialValues(candidate: CollaboratorDetail): BankDataValues {
  const saved = candidate.bankData;
  return {
    bank: saved?.bank ?? '',
    agency: saved?.agency ?? '',
    typeAccount: saved?.typeAccount ?? '',
    account: saved?.account ?? '',
    digit: saved?.digit ?? '',
    photoBankAccountReceipt: saved?.photoBankAccountReceipt ?? null,
    isWhatsApp: candidate.isWhatsApp,
  };
}

/** Bank data (001 §2, §3 bankData, §5 'Bank'): wizard step 5 and HR's tab. */
export function PersonBankDataForm({ person: candidate, save, actions }: PersonFormProps<BankData, CollaboratorDetail>) {
  const submit = submitBody(toBody, save);
  return (
    <Formik initialValues={initialValues(candidate)} validate={validate} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Form noValidate aria-label="Dados bancários">
          <Grid container spacing={2.5}>
            <Grid size={{ xs: 12, md: 8 }}>
              <BankField />
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <SelectField name="typeAccount" label={BANK_DATA_LABEL.typeAccount} options={toOptions(ACCOUNT_TYPES)} required />
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <TextField name="agency" label={BANK_DATA_LABEL.agency} required slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: AGENCY_MAX } }} />
            </Grid>
            <Grid size={{ xs: 8, md: 5 }}>
              <TextField name="account" label={BANK_DATA_LABEL.account} required slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: ACCOUNT_MAX } }} />
            </Grid>
            <Grid size={{ xs: 4, md: 3 }}>
              <TextField name="digit" label={BANK_DATA_LABEL.digit} slotProps={{ htmlInput: { maxLength: DIGIT_MAX } }} />
            </Grid>
            <Grid size={{ xs: 12 }}>
              <FileUploadField
                name="photoBankAccountReceipt"
                label={BANK_DATA_LABEL.photoBankAccountReceipt}
                purpose="document"
                userId={candidate._id}
              />
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
