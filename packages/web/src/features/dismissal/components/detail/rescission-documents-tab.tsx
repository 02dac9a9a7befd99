import FormHelperText from '@mui/material/FormHelperText';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UploadedFile } from '@colabora/core/ground/uploaded-file';
import type { DismissalDetail } from '@colabora/core/dismissal/api';
import {
  DISMISSAL_DOCUMENT_KINDS,
  DISMISSAL_DOCUMENT_LABEL,
  DISMISSAL_DOCUMENT_PURPOSE,
  dismissalDocumentsBodySchema,
  type DismissalDocumentKind,
} from '@colabora/core/dismissal/documents';
import { DISMISSAL_MSG } from '@colabora/core/dismissal/messages';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useId } from 'react';
import { BusyButton } from '@/components/dialogs/busy-button';
import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';
import { useDialogState } from '@/components/dialogs/use-dialog-state';
import { FileUploadField } from '@/components/files/file-upload-field';
import { RescissionDocumentList } from '@/domain/people/components/rescission-document-list';
import { useDeleteDismissalDocument } from '../../api/delete-dismissal-document';
import { useUpdateDismissalDocuments } from '../../api/update-dismissal-documents';
import { DOCUMENTS_TEXT } from './documents-texts';

type DocumentValues = { documents: Record<DismissalDocumentKind, UploadedFile | null> };

const EMPTY: DocumentValues = {
  documents: Object.fromEntries(DISMISSAL_DOCUMENT_KINDS.map((kind) => [kind, null])) as DocumentValues['documents'],
};

/** The chosen files only: a slot left empty keeps what was sent before. */
function chosen(values: DocumentValues) {
  return {
    documents: Object.fromEntries(DISMISSAL_DOCUMENT_KINDS.flatMap((kind) => (values.documents[kind] ? [[kind, values.documents[kind]]] : []))),
  };
}

function validate(values: DocumentValues) {
  const result = dismissalDocumentsBodySchema.safeParse(chosen(values));
  return result.success ? {} : { documents: result.error.issues[0]?.message ?? DISMISSAL_MSG.noFile };
}

/**
 * DOCUMENTOS RESCISÃO (002 §2.7 tab 2, §5.8): the five documents, PDF only, each sent straight to storage with
 * its progress, then saved together ('Nenhum arquivo selecionado' when none is chosen); a sent one can be
 * opened or removed after confirming.
 */
export function RescissionDocumentsTab({ detail, readOnly }: { detail: DismissalDetail; readOnly: boolean }) {
  const titleId = useId();
  const send = useUpdateDismissalDocuments(detail._id);
  const remove = useDeleteDismissalDocument(detail._id);
  const removal = useDialogState<DismissalDocumentKind>('terminationTerm');

  async function submit(values: DocumentValues, helpers: FormikHelpers<DocumentValues>) {
    try {
      await send.mutateAsync(dismissalDocumentsBodySchema.parse(chosen(values)));
      helpers.resetForm();
    } catch {
      // The notice said why; the chosen files stay for another try.
    }
  }

  return (
    <Stack spacing={3}>
      <RescissionDocumentList
        userId={detail._id}
        documents={detail.dismissalDocuments}
        label={DOCUMENTS_TEXT.listLabel}
        emptyText={DOCUMENTS_TEXT.none}
        onRemove={readOnly ? undefined : (kind) => {
          remove.reset();
          removal.show(kind);
        }}
      />
      {!readOnly && (
        // Checked again as files are chosen, so 'Nenhum arquivo selecionado' goes once one is; shown only after a try.
        <Formik initialValues={EMPTY} validate={validate} validateOnBlur={false} onSubmit={submit}>
          {({ errors, isSubmitting, submitCount }) => (
            <Form noValidate aria-labelledby={titleId}>
              <Typography id={titleId} variant="subtitle1" component="h2" fontWeight={600} sx={{ mb: 2 }}>
                {DOCUMENTS_TEXT.sendTitle}
              </Typography>
              <Grid container spacing={3} sx={{ mb: 2 }}>
                {DISMISSAL_DOCUMENT_KINDS.map((kind) => (
                  <Grid key={kind} size={{ xs: 12, md: 6 }}>
                    <FileUploadField
                      name={`documents.${kind}`}
                      label={`${DISMISSAL_DOCUMENT_LABEL[kind]} (PDF)`}
                      purpose={DISMISSAL_DOCUMENT_PURPOSE}
                      userId={detail._id}
                    />
                  </Grid>
                ))}
              </Grid>
              {submitCount > 0 && typeof errors.documents === 'string' && (
                <FormHelperText error role="alert" sx={{ mb: 2 }}>
                  {errors.documents}
                </FormHelperText>
              )}
              <BusyButton type="submit" busy={isSubmitting}>
                {DOCUMENTS_TEXT.send}
              </BusyButton>
            </Form>
          )}
        </Formik>
      )}
      <ConfirmDialog
        open={removal.open}
        title={DOCUMENTS_TEXT.removeTitle}
        message={DOCUMENTS_TEXT.removeQuestion(DISMISSAL_DOCUMENT_LABEL[removal.value])}
        busy={remove.isPending}
        onConfirm={() => remove.mutate(removal.value, { onSuccess: removal.close })}
        onClose={removal.close}
      />
    </Stack>
  );
}
