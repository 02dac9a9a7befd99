import Stack from '@mui/material/Stack';
import type { UploadedFile } from '@colabora/core/ground/uploaded-file';
import { PAYSLIP_MSG, PAYSLIP_UPLOAD_PURPOSE, payslipUploadSchema } from '@colabora/core/payslip/schema';
import { Form, Formik, type FormikErrors, type FormikHelpers } from 'formik';
import { BusyButton } from '@/components/dialogs/busy-button';
import { FileUploadField } from '@/components/files/file-upload-field';
import { SelectField } from '@/components/form/select-field';
import { monthSelectOptions, periodOf } from '@/domain/payslips/components/month-options';
import { zodValidate } from '@/lib/zod-formik';
import { useCreatePayslip } from '../../api/create-payslip';
import { companyToday } from '@/lib/format-date';

interface PayslipUploadValues {
  /** 'yyyy-MM', '' until chosen. */
  period: string;
  file: UploadedFile | null;
}

const INITIAL_VALUES: PayslipUploadValues = { period: '', file: null };

/** The POST body of the form's values (month and year from the one select). */
function toBody(values: PayslipUploadValues) {
  return { ...periodOf(values.period), file: values.file };
}

const checkBody = zodValidate<ReturnType<typeof toBody>>(payslipUploadSchema);

/** The core schema's messages, the month's shown under the one month select. */
function validate(values: PayslipUploadValues): FormikErrors<PayslipUploadValues> {
  const { month, year, file } = checkBody(toBody(values));
  const period = month ?? year;
  return { ...(period ? { period: PAYSLIP_MSG.required } : {}), ...(file ? { file: PAYSLIP_MSG.fileRequired } : {}) };
}

/** Sends one payslip: the month (admission month to the current month, 001 §5) and the PDF, with progress. */
export function PayslipUploadForm({ userId, admissionDate }: { userId: string; admissionDate: string }) {
  const create = useCreatePayslip(userId);

  async function submit(values: PayslipUploadValues, helpers: FormikHelpers<PayslipUploadValues>) {
    const body = payslipUploadSchema.parse(toBody(values));
    try {
      await create.mutateAsync(body);
      helpers.resetForm();
    } catch {
      // The notice says why; the choices stay for another try.
    }
  }

  return (
    <Formik initialValues={INITIAL_VALUES} validate={validate} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Form noValidate aria-label="Enviar holerite">
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} alignItems={{ md: 'flex-start' }}>
            <SelectField name="period" label="Mês do holerite" required options={monthSelectOptions(admissionDate, companyToday())} />
            <FileUploadField name="file" label="Holerite (PDF)" purpose={PAYSLIP_UPLOAD_PURPOSE} userId={userId} />
            <BusyButton type="submit" busy={isSubmitting}>
              ENVIAR
            </BusyButton>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
