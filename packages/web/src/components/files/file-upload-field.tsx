import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UploadedFile } from '@colabora/core/ground/uploaded-file';
import { cleanFileName } from '@colabora/core/text';
import { exceedsMaxSize, hasAcceptedExtension, isAcceptedContentType, maxMegabytes } from '@colabora/core/uploads/rules';
import { UPLOAD_PURPOSES, type UploadPurpose } from '@colabora/core/uploads/schema';
import { SNIFF_BYTES, sniffContentType } from '@colabora/core/uploads/sniff';
import { useField } from 'formik';
import { useEffect, useId, useState } from 'react';
import { errorMessage } from '@/lib/api-error';
import { uploadFile } from '@/lib/upload-file';
import { FileLinkButton } from './file-link-button';

export const FILE_UPLOAD_MSG = {
  choose: 'ESCOLHER ARQUIVO',
  replace: 'TROCAR ARQUIVO',
  sending: 'Enviando…',
  failed: 'Falha ao enviar arquivo. Tente novamente.',
  wrongType: (extensions: readonly string[]) => `Tipo de arquivo não aceito. Envie ${extensions.join(', ')}.`,
  notReadable: (extensions: readonly string[]) =>
    `O conteúdo do arquivo não é de um ${extensions.join(', ')} válido. Escolha outro arquivo.`,
  tooLarge: (mb: number) => `O arquivo excede o limite de ${mb} MB.`,
} as const;

/** The file's first bytes (FileReader: every browser, and the test DOM, have it). */
function readHead(file: File): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsArrayBuffer(file.slice(0, SNIFF_BYTES));
  });
}

/**
 * Checked before any upload: the name, the size and what the first bytes really are (a photo that is not an
 * image is refused here, not shown broken). The API checks the stored bytes again.
 */
export async function fileProblem(file: File, purpose: UploadPurpose): Promise<string | null> {
  const { extensions } = UPLOAD_PURPOSES[purpose];
  if (!hasAcceptedExtension(purpose, file.name)) return FILE_UPLOAD_MSG.wrongType(extensions);
  if (exceedsMaxSize(purpose, file.size)) return FILE_UPLOAD_MSG.tooLarge(maxMegabytes(purpose));
  if (!isAcceptedContentType(purpose, sniffContentType(await readHead(file)))) return FILE_UPLOAD_MSG.notReadable(extensions);
  return null;
}

export interface FileUploadFieldProps {
  /** Formik field holding an UploadedFile (or null). */
  name: string;
  label: string;
  purpose: UploadPurpose;
  /** Whose file it is: a file already saved opens through an authorized short-lived link. */
  userId: string;
  /** The guide under the field (e.g. the photo instructions of 001 §2). */
  hint?: string;
  disabled?: boolean;
}

/**
 * A file slot: the chosen file goes straight to storage through a presigned upload (with progress) and
 * the field keeps its reference. Until the form is saved the stored file stays as it was, so a failed or
 * refused upload never loses what was there.
 */
export function FileUploadField({ name, label, purpose, userId, hint, disabled }: FileUploadFieldProps) {
  const [field, meta, helpers] = useField<UploadedFile | null | undefined>(name);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [preview, setPreview] = useState<{ key: string; url: string | null } | null>(null);
  const inputId = useId();
  const messageId = useId();

  useEffect(() => () => {
    if (preview?.url) URL.revokeObjectURL(preview.url);
  }, [preview]);

  const value = field.value;
  const chosenHere = value && preview?.key === value.key;

  const choose = async (file: File | undefined) => {
    if (!file) return;
    const refused = await fileProblem(file, purpose);
    setProblem(refused);
    if (refused) {
      // A refused file replaces a choice not yet saved (so nothing sends it in its place); a saved file stays.
      if (chosenHere) await helpers.setValue(null);
      return;
    }
    setProgress(0);
    try {
      const key = await uploadFile(file, purpose, setProgress);
      setPreview({ key, url: file.type.startsWith('image/') ? URL.createObjectURL(file) : null });
      await helpers.setValue({ key, name: cleanFileName(file.name), size: file.size });
      await helpers.setTouched(true, false);
    } catch (error) {
      setProblem(errorMessage(error, FILE_UPLOAD_MSG.failed));
    } finally {
      setProgress(null);
    }
  };

  const message = problem ?? (meta.touched && meta.error ? meta.error : null);
  const accept = UPLOAD_PURPOSES[purpose].extensions.join(',');
  return (
    <Box>
      <Typography component="label" htmlFor={inputId} variant="subtitle2" sx={{ display: 'block', mb: 0.5 }}>
        {label}
      </Typography>
      {hint && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {hint}
        </Typography>
      )}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button
          component="label"
          variant="outlined"
          size="small"
          startIcon={<UploadFileIcon />}
          disabled={disabled || progress !== null}
        >
          {value ? FILE_UPLOAD_MSG.replace : FILE_UPLOAD_MSG.choose}
          <input
            id={inputId}
            type="file"
            hidden
            accept={accept}
            aria-label={label}
            aria-invalid={Boolean(message)}
            aria-describedby={message ? messageId : undefined}
            disabled={disabled || progress !== null}
            onChange={(event) => {
              void choose(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </Button>
        {value && (
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {value.name}
          </Typography>
        )}
        {value && !chosenHere && <FileLinkButton userId={userId} fileKey={value.key} />}
      </Stack>
      {chosenHere && preview.url && (
        <Box component="img" src={preview.url} alt={label} sx={{ mt: 1, maxHeight: 120, maxWidth: '100%', borderRadius: 1 }} />
      )}
      {progress !== null && (
        <Box sx={{ mt: 1 }} role="status" aria-label={FILE_UPLOAD_MSG.sending}>
          <LinearProgress variant="determinate" value={Math.round(progress * 100)} aria-label={FILE_UPLOAD_MSG.sending} />
        </Box>
      )}
      {message && (
        <FormHelperText id={messageId} error>
          {message}
        </FormHelperText>
      )}
    </Box>
  );
}
