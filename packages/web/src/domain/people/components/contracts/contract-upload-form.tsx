import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import type { CollaboratorDetail } from '@colabora/core/admission/contract';
import {
  canUploadEmploymentContract,
  CONTRACT_LABEL,
  CONTRACT_MSG,
  CONTRACT_NAMES,
  uploadContractSchema,
  type UploadContract,
} from '@colabora/core/admission/admission-files';
import type { UploadedFile } from '@colabora/core/ground/uploaded-file';
import { Form, Formik, type FormikHelpers } from 'formik';
import { BusyButton } from '@/components/dialogs/busy-button';
import { FileUploadField } from '@/components/files/file-upload-field';
import { SelectField } from '@/components/form/select-field';
import { zodValidate } from '@/lib/zod-formik';

interface UploadValues {
  contract: string;
  file: UploadedFile | null;
}

const INITIAL: UploadValues = { contract: '', file: null };
const validate = zodValidate<UploadValues>(uploadContractSchema);

interface ContractUploadFormProps {
  person: CollaboratorDetail;
  /** Sends the contract; rejects when it failed (its notice says why). */
  upload: (body: UploadContract) => Promise<unknown>;
}

/** One PDF for one slot (001 §5 'Contracts'); the employment contract waits for the exams. */
export function ContractUploadForm({ person: detail, upload }: ContractUploadFormProps) {
  const examsReady = canUploadEmploymentContract(detail, detail.jobRole?.toxicologicalExam ?? false);
  // A signed contract cannot be replaced.
  const options = CONTRACT_NAMES.filter((name) => detail.contracts[name]?.status !== 'approved').map((name) => ({
    value: name,
    label: CONTRACT_LABEL[name],
  }));

  async function submit(values: UploadValues, helpers: FormikHelpers<UploadValues>) {
    try {
      await upload(uploadContractSchema.parse(values));
      helpers.resetForm();
    } catch {
      // The notice already said why; the chosen file stays for another try.
    }
  }

  return (
    <Formik initialValues={INITIAL} validate={validate} onSubmit={submit}>
      {({ values, isSubmitting }) => {
        const blocked = values.contract === 'employementContract' && !examsReady;
        return (
          <Form noValidate aria-label="Enviar contrato">
            <Stack direction="row" spacing={2} alignItems="flex-start" flexWrap="wrap" useFlexGap>
              <Stack sx={{ width: 320 }}>
                <SelectField name="contract" label="Contrato" required options={options} />
                {blocked && <FormHelperText error>{CONTRACT_MSG.examRequired}</FormHelperText>}
              </Stack>
              <Stack sx={{ flex: 1, minWidth: 280 }}>
                <FileUploadField
                  name="file"
                  label="Arquivo do contrato (PDF)"
                  purpose="pdf"
                  userId={detail._id}
                  disabled={blocked}
                />
              </Stack>
              <BusyButton type="submit" busy={isSubmitting} disabled={blocked}>
                ENVIAR CONTRATO
              </BusyButton>
            </Stack>
          </Form>
        );
      }}
    </Formik>
  );
}
