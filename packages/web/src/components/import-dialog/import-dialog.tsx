import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UseMutationResult } from '@tanstack/react-query';
import { MSG } from '@colabora/core/messages';
import { IMPORT_MAX_ROWS, type ImportAnswer } from '@colabora/core/uploads/schema';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { BusyButton } from '@/components/dialogs/busy-button';
import { errorMessage } from '@/lib/api-error';
import type { ImportSheetVariables } from '@/lib/import-sheet';
import { notifyError, notifySuccess, notifyWarning } from '@/lib/notify';
import { SHEET_ACCEPT, checkSheetFile } from './check-sheet-file';
import { ImportProgress } from './import-progress';
import { ImportResult } from './import-result';

/** The action that opens the dialog (a list's menu, a page's header), as the spec names it. */
export const BULK_IMPORT_LABEL = 'IMPORTAR EM MASSA';

export const NOTHING_IMPORTED_MESSAGE = 'Nenhum registro foi importado. Verifique as linhas recusadas.';

const plural = (count: number, one: string, many: string) => (count === 1 ? `1 ${one}` : `${count} ${many}`);

/** Some rows created, some refused: the success text alone would hide the refusals. */
export function partlyImportedMessage({ created, refused }: ImportAnswer): string {
  return `${plural(created, 'registro importado', 'registros importados')} e ${plural(refused.length, 'linha recusada', 'linhas recusadas')}. Veja os motivos na lista.`;
}

interface ImportDialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  downloadModel: UseMutationResult<void, Error, void>;
  importSheet: UseMutationResult<ImportAnswer, Error, ImportSheetVariables>;
  /** Said when rows were created; 'Importação realizada com sucesso' unless the screen has its own. */
  successMessage?: string;
}

function formatSize(bytes: number): string {
  return bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} KB` : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** The steps of a bulk import; its state lives inside the dialog, so each opening starts clean. */
function ImportSteps({
  importSheet,
  downloadModel,
  onClose,
  successMessage = MSG.importSuccess,
}: Omit<ImportDialogProps, 'open' | 'title'>) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [answer, setAnswer] = useState<ImportAnswer | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const busy = importSheet.isPending;

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    event.target.value = '';
    if (!chosen) return;
    const problem = checkSheetFile(chosen);
    setRefusal(problem);
    setFile(problem ? null : chosen);
    setAnswer(null);
    setFailure(null);
  }

  function submit() {
    if (!file) return;
    setFailure(null);
    setProgress(0);
    importSheet.mutate(
      { file, onProgress: setProgress },
      {
        onSuccess: (result) => {
          setAnswer(result);
          setFile(null);
          if (result.created === 0) notifyWarning(NOTHING_IMPORTED_MESSAGE);
          else if (result.refused.length > 0) notifyWarning(partlyImportedMessage(result));
          else notifySuccess(successMessage);
        },
        onError: (error) => {
          const message = errorMessage(error, MSG.importFailure);
          setFailure(message);
          notifyError(message);
        },
        onSettled: () => setProgress(null),
      },
    );
  }

  return (
    <>
      <DialogContent>
        <Stack spacing={2.5}>
          <Stack spacing={1} alignItems="flex-start">
            <Typography variant="body2">
              1. Baixe o modelo da planilha e preencha uma linha para cada registro (até {IMPORT_MAX_ROWS} linhas).
            </Typography>
            <BusyButton
              variant="outlined"
              busy={downloadModel.isPending}
              startIcon={<FileDownloadOutlined />}
              onClick={() => downloadModel.mutate()}
            >
              BAIXAR MODELO
            </BusyButton>
          </Stack>
          <Stack spacing={1} alignItems="flex-start">
            <Typography variant="body2" component="label" htmlFor={inputId}>
              2. Escolha a planilha preenchida (somente arquivos .xlsx).
            </Typography>
            <input ref={input} id={inputId} hidden type="file" accept={SHEET_ACCEPT} onChange={choose} />
            <Button
              variant="outlined"
              disabled={busy}
              startIcon={<InsertDriveFileOutlined />}
              onClick={() => input.current?.click()}
            >
              ESCOLHER ARQUIVO
            </Button>
            {file && (
              <Typography variant="body2" color="text.secondary">
                Arquivo escolhido: {file.name} ({formatSize(file.size)})
              </Typography>
            )}
            {refusal && (
              <Alert severity="error" sx={{ width: '100%' }}>
                {refusal}
              </Alert>
            )}
          </Stack>
          {progress !== null && <ImportProgress fraction={progress} />}
          {failure && <Alert severity="error">{failure}</Alert>}
          {answer && <ImportResult answer={answer} />}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={busy}>
          FECHAR
        </Button>
        <BusyButton busy={busy} disabled={!file} onClick={submit}>
          IMPORTAR
        </BusyButton>
      </DialogActions>
    </>
  );
}

export function ImportDialog({ open, title, onClose, ...steps }: ImportDialogProps) {
  const titleId = useId();
  const busy = steps.importSheet.isPending;
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <ImportSteps {...steps} onClose={onClose} />
    </Dialog>
  );
}
