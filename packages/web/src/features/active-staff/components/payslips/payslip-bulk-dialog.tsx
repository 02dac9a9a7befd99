import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { addCalendarDays } from '@colabora/core/ground/calendar-day';
import type { UploadedFile } from '@colabora/core/ground/uploaded-file';
import { PAYSLIP_BULK_MAX_FILES, PAYSLIP_MSG, PAYSLIP_UPLOAD_PURPOSE, type PayslipBulkAnswer } from '@colabora/core/payslip/schema';
import { cleanFileName } from '@colabora/core/text';
import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { BusyButton } from '@/components/dialogs/busy-button';
import { fileProblem } from '@/components/files/file-upload-field';
import { monthSelectOptions, periodOf } from '@/domain/payslips/components/month-options';
import { errorMessage } from '@/lib/api-error';
import { notifySuccess } from '@/lib/notify';
import { uploadFile } from '@/lib/upload-file';
import { useImportPayslips } from '../../api/import-payslips';
import { companyToday } from '@/lib/format-date';

export const PAYSLIP_BULK_MSG = {
  title: 'ENVIAR HOLERITES EM MASSA',
  guide: 'Escolha o mês e os PDFs. Cada arquivo deve ter no nome o CPF do colaborador, por exemplo 123.456.789-09 holerite.pdf.',
  month: 'Mês dos holerites',
  files: 'Holerites (PDF)',
  chooseMonth: 'Escolha o mês dos holerites.',
  uploading: (done: number, total: number) => `Enviando arquivos… ${done} de ${total}`,
  processing: 'Distribuindo os holerites…',
  created: (count: number) => (count === 1 ? '1 holerite enviado.' : `${count} holerites enviados.`),
  unmatched: (count: number) =>
    count === 1 ? '1 arquivo não foi enviado. Veja o motivo na lista.' : `${count} arquivos não foram enviados. Veja os motivos na lista.`,
} as const;

/** The months HR may choose: two years back (each person's own window is checked by the API). */
const MONTHS_BACK_DAYS = 730;

/** The steps of one bulk upload; its state lives inside the dialog, so each opening starts clean. */
function BulkSteps({ onClose, onBusy }: { onClose: () => void; onBusy: (busy: boolean) => void }) {
  const inputId = useId();
  const importPayslips = useImportPayslips();
  const [period, setPeriod] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [refused, setRefused] = useState<{ fileName: string; reason: string }[]>([]);
  const [progress, setProgress] = useState<{ done: number; fraction: number } | null>(null);
  const [answer, setAnswer] = useState<PayslipBulkAnswer | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // Reading the chosen files' first bytes: sending before it ends would send the previous choice.
  const [checking, setChecking] = useState(false);
  const busy = progress !== null || checking;
  useEffect(() => onBusy(busy), [busy, onBusy]);
  const today = companyToday();
  const months = monthSelectOptions(addCalendarDays(today, -MONTHS_BACK_DAYS), today);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = [...(event.target.files ?? [])];
    event.target.value = '';
    setChecking(true);
    const checked = await Promise.all(chosen.map(async (file) => ({ file, reason: await fileProblem(file, PAYSLIP_UPLOAD_PURPOSE) })));
    setChecking(false);
    setFiles(checked.filter((item) => !item.reason).map((item) => item.file).slice(0, PAYSLIP_BULK_MAX_FILES));
    setRefused(checked.flatMap((item) => (item.reason ? [{ fileName: item.file.name, reason: item.reason }] : [])));
    setAnswer(null);
    setProblem(null);
  }

  async function submit() {
    const chosen = periodOf(period);
    if (!chosen) return setProblem(PAYSLIP_BULK_MSG.chooseMonth);
    if (files.length === 0) return setProblem(PAYSLIP_MSG.fileRequired);
    setProblem(null);
    try {
      const uploaded: UploadedFile[] = [];
      // One after another, so the bar says how far it got.
      for (const [index, file] of files.entries()) {
        setProgress({ done: index, fraction: 0 });
        const key = await uploadFile(file, PAYSLIP_UPLOAD_PURPOSE, (fraction) => setProgress({ done: index, fraction }));
        uploaded.push({ key, name: cleanFileName(file.name), size: file.size });
      }
      setProgress({ done: files.length, fraction: 1 });
      const result = await importPayslips.mutateAsync({ ...chosen, files: uploaded });
      setAnswer({ ...result, unmatched: [...refused, ...result.unmatched] });
      setFiles([]);
      setRefused([]);
      if (result.created.length > 0) notifySuccess(PAYSLIP_BULK_MSG.created(result.created.length));
    } catch (error) {
      setProblem(errorMessage(error, PAYSLIP_MSG.uploadFailed));
    } finally {
      setProgress(null);
    }
  }

  const unmatched = answer?.unmatched ?? refused;
  const percent = progress && Math.round(((progress.done + progress.fraction) / Math.max(files.length, 1)) * 100);
  return (
    <>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          <Typography variant="body2">{PAYSLIP_BULK_MSG.guide}</Typography>
          <TextField select label={PAYSLIP_BULK_MSG.month} value={period} onChange={(event) => setPeriod(event.target.value)} disabled={busy} required>
            {months.map((option) => (
              <MenuItem key={option.value} value={option.value}>
                {option.label}
              </MenuItem>
            ))}
          </TextField>
          <Stack spacing={1} alignItems="flex-start">
            <Button component="label" htmlFor={inputId} variant="outlined" disabled={busy}>
              ESCOLHER ARQUIVOS
              <input
                id={inputId}
                type="file"
                hidden
                multiple
                accept=".pdf"
                aria-label={PAYSLIP_BULK_MSG.files}
                disabled={busy}
                onChange={(event) => void choose(event)}
              />
            </Button>
            {files.length > 0 && <Typography variant="body2">{`${files.length} arquivo(s) escolhido(s): ${files.map((file) => file.name).join(', ')}`}</Typography>}
          </Stack>
          {progress && percent !== null && (
            <div>
              <Typography variant="body2" sx={{ mb: 0.5 }}>
                {progress.done < files.length ? PAYSLIP_BULK_MSG.uploading(progress.done + 1, files.length) : PAYSLIP_BULK_MSG.processing}
              </Typography>
              <LinearProgress aria-label={PAYSLIP_BULK_MSG.processing} variant="determinate" value={percent} />
            </div>
          )}
          {problem && <Alert severity="error">{problem}</Alert>}
          {answer && answer.created.length > 0 && <Alert severity="success">{PAYSLIP_BULK_MSG.created(answer.created.length)}</Alert>}
          {unmatched.length > 0 && (
            <>
              <Alert severity="warning">{PAYSLIP_BULK_MSG.unmatched(unmatched.length)}</Alert>
              <Table size="small" aria-label="Arquivos não enviados">
                <TableHead>
                  <TableRow>
                    <TableCell>Arquivo</TableCell>
                    <TableCell>Motivo</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {unmatched.map((item) => (
                    <TableRow key={item.fileName}>
                      <TableCell sx={{ overflowWrap: 'anywhere' }}>{item.fileName}</TableCell>
                      <TableCell>{item.reason}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={busy}>
          FECHAR
        </Button>
        <BusyButton busy={busy} onClick={() => void submit()}>
          ENVIAR
        </BusyButton>
      </DialogActions>
    </>
  );
}

/** Many payslips of one month at once, each PDF matched to a person by the CPF in its name (issue 10). */
export function PayslipBulkDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const titleId = useId();
  // Neither the backdrop nor Escape closes the dialog in the middle of an upload: the files would be half sent.
  const [busy, setBusy] = useState(false);
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{PAYSLIP_BULK_MSG.title}</DialogTitle>
      <BulkSteps onClose={onClose} onBusy={setBusy} />
    </Dialog>
  );
}
