import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  AFD_MSG,
  afdQuerySchema,
  EMPTY_AFD_PERIOD,
  signatureFileName,
  type AfdExportAnswer,
  type AfdPeriodQuery,
} from '@colabora/core/timeclock/afd/export-query';
import { useState } from 'react';
import { FormDialog } from '@/components/dialogs/form-dialog';
import { DateField } from '@/components/form/date-field';
import { useSessionUser } from '@/lib/use-session';
import { REP_FILE_MSG, useExportRepFile, type RepFileRoute } from '../../api/export-rep-file';

/**
 * 'Baixar AFD' (Portaria 671 art. 81; issue 23 §2) or 'Baixar AEJ' (art. 83; §3): the period's dates (dd/MM/yyyy,
 * both optional), then the file is generated and saved. GERAR E BAIXAR stays disabled with a spinner while the
 * server writes it; a failure keeps the dialog open and says so ('Não foi possível gerar o AFD…', or the server's
 * message). A period too big for one call is written by a job on the server: the dialog then shows how far it got
 * ('Preparando o arquivo… 40%', a progress bar) until the file is saved. Then a second dialog offers its detached signature (.p7s, §4) as a link of its own: a browser asks
 * before a page saves a second file by itself, a click does not.
 */
function RepFileDownload({ route }: { route: RepFileRoute }) {
  const companyId = useSessionUser().company._id;
  const [open, setOpen] = useState(false);
  const [made, setMade] = useState<AfdExportAnswer | null>(null);
  /** The job's percent while the server writes a big period's file; null otherwise. */
  const [progress, setProgress] = useState<number | null>(null);
  const exporting = useExportRepFile(route, companyId, setProgress);
  const texts = REP_FILE_MSG[route];
  const close = () => setOpen(false);

  async function submit(period: AfdPeriodQuery) {
    try {
      const answer = await exporting.mutateAsync(period);
      close();
      setMade(answer);
    } finally {
      setProgress(null);
    }
  }

  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        {texts.download}
      </Button>
      <FormDialog<AfdPeriodQuery, AfdPeriodQuery>
        open={open}
        title={texts.dialogTitle}
        initialValues={EMPTY_AFD_PERIOD}
        schema={afdQuerySchema}
        onSubmit={submit}
        onClose={close}
        submitLabel={AFD_MSG.generate}
        cancelLabel={AFD_MSG.cancel}
      >
        <Typography variant="body2">{AFD_MSG.dialogHint}</Typography>
        <DateField name="startDate" label={AFD_MSG.startLabel} />
        <DateField name="endDate" label={AFD_MSG.endLabel} />
        {progress !== null && (
          <Stack spacing={0.5}>
            <Typography variant="body2" role="status">
              {AFD_MSG.preparing(progress)}
            </Typography>
            <LinearProgress variant="determinate" value={progress} aria-label={AFD_MSG.progressLabel} />
          </Stack>
        )}
      </FormDialog>
      <Dialog open={made !== null} onClose={() => setMade(null)} aria-labelledby={`${route}-signature-title`}>
        <DialogTitle id={`${route}-signature-title`}>{texts.signatureTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText>{AFD_MSG.signatureHint}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setMade(null)}>{AFD_MSG.close}</Button>
          {made && (
            <Button variant="contained" href={made.signatureUrl} download={signatureFileName(made.fileName)}>
              {AFD_MSG.downloadSignature}
            </Button>
          )}
        </DialogActions>
      </Dialog>
    </>
  );
}

/** The REP files HR hands a labour inspector: the AFD and the AEJ, each with its signature. */
export function RepFileDownloads() {
  return (
    <Stack direction="row" spacing={1}>
      <RepFileDownload route="exportAfd" />
      <RepFileDownload route="exportAej" />
    </Stack>
  );
}
