import Grid from '@mui/material/Grid';
import type { CollaboratorDetail } from '@colabora/core/admission/contract';
import { phoneDigits } from '@colabora/core/admission/new-collaborator';
import { contactSchema, type Contact } from '@colabora/core/admission/personal-data';
import { CONTACT_LABEL } from '@colabora/core/people/field-labels';
import { Form, Formik } from 'formik';
import { PhoneField } from '@/components/form/phone-field';
import { TextField } from '@/components/form/text-field';
import { formatPhone } from '@/lib/masks';
import { WhatsAppField } from '../fields/whatsapp-field';
import { stepForm, submitBody, type PersonFormProps } from './step-form';

interface ContactValues {
  email: string;
  /** As typed, with the mask; the schema keeps the digits. */
  phone: string;
  isWhatsApp: boolean | null;
}

const { validate, toBody } = stepForm<ContactValues, Contact>(contactSchema);

/**
 * The contact of HR's DADOS PESSOAIS tab (001 §5 'In the company tab'): e-mail and phone, and whether the phone
 * is WhatsApp. The rest of the personal data is the person's own and stays read-only there.
 */
export function PersonContactForm({ person, save, actions }: PersonFormProps<Contact, CollaboratorDetail>) {
  const submit = submitBody(toBody, save);
  const initial: ContactValues = { email: person.email, phone: formatPhone(person.phone), isWhatsApp: person.isWhatsApp };
  return (
    <Formik initialValues={initial} validate={validate} onSubmit={submit}>
      {({ values, isSubmitting }) => (
        <Form noValidate aria-label="Contato">
          <Grid container spacing={2.5}>
            <Grid size={{ xs: 12, md: 6 }}>
              <TextField name="email" label={CONTACT_LABEL.email} type="email" required autoComplete="off" />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <PhoneField name="phone" label={CONTACT_LABEL.phone} required />
            </Grid>
            <Grid size={{ xs: 12 }}>
              <WhatsAppField phone={phoneDigits(values.phone)} />
            </Grid>
            <Grid size={{ xs: 12 }}>{actions(isSubmitting)}</Grid>
          </Grid>
        </Form>
      )}
    </Formik>
  );
}
