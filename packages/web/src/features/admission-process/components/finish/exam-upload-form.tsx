import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EXAM_LABEL, examBodySchema, type ExamFile, type ExamKind } from '@colabora/core/admission/admission-files';
import type { UploadedFile } from '@colabora/core/ground/uploaded-file';
import { Form, Formik } from 'formik';
import { BusyButton } from '@/components/dialogs/busy-button';
import { FileUploadField } from '@/components/files/file-upload-field';
import { formatDate } from '@/lib/format-date';
import { zodValidate } from '@/lib/zod-formik';
import { useUploadExam } from '../../api/upload-exam';
import { FINISH_MSG } from './finish-messages';

interface ExamValues {
  file: UploadedFile | null;
}

const validate = zodValidate<ExamValues>(examBodySchema);

function sentStatus(saved: ExamFile | null): string {
  if (!saved) return FINISH_MSG.examPending;
  const date = formatDate(saved.uploadedAt);
  return date ? FINISH_MSG.examSentOn(date) : FINISH_MSG.examSent;
}

/**
 * One exam slot (001 §2 'Exam page', §9 PDF only): the PDF goes to storage as soon as it is chosen and
 * ENVIAR EXAME hands it to the candidate's record. The saved exam opens through its short-lived link.
 */
export function ExamUploadForm({ kind, userId, saved }: { kind: ExamKind; userId: string; saved: ExamFile | null }) {
  const upload = useUploadExam(userId);
  const initialValues: ExamValues = { file: saved && { key: saved.key, name: saved.name, size: saved.size } };

  async function submit(values: ExamValues) {
    try {
      await upload.mutateAsync({ kind, body: examBodySchema.parse(values) });
    } catch {
      // The mutation's notice says why; the chosen file stays for another try.
    }
  }

  return (
    <Formik<ExamValues> initialValues={initialValues} validate={validate} onSubmit={submit}>
      {({ isSubmitting, values }) => (
        <Form noValidate>
          <Stack spacing={1.5} alignItems="flex-start">
            <FileUploadField
              name="file"
              label={EXAM_LABEL[kind]}
              purpose="pdf"
              userId={userId}
              hint={FINISH_MSG.examHint}
              disabled={isSubmitting}
            />
            <Typography variant="body2" color={saved ? 'success.main' : 'text.secondary'}>
              {sentStatus(saved)}
            </Typography>
            {/* Nothing to send while the slot holds the exam already saved. */}
            <BusyButton type="submit" busy={isSubmitting} disabled={Boolean(saved) && values.file?.key === saved?.key}>
              {FINISH_MSG.sendExam}
            </BusyButton>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
