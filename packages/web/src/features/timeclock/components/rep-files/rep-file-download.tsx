import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AFD_MSG, afdQuerySchema, EMPTY_AFD_PERIOD, type AfdPeriodQuery } from '@colabora/core/timeclock/afd/export-query';
import { useState } from 'react';
import { FormDialog } from '@/components/dialogs/form-dialog';
import { DateField } from '@/components/form/date-field';
import { useSessionUser } from '@/lib/use-session';
import { REP_FILE_MSG, useExportRepFile, type RepFileRoute } from '../../api/export-rep-file';

/**
 * 'Baixar AFD' (Portaria 671 art. 81; issue 23 §2) or 'Baixar AEJ' (art. 83; §3): the period's dates (dd/MM/yyyy,
 * both optional), then the file and its signature (.p7s) are generated and saved. GERAR E BAIXAR stays disabled
 * with a spinner while the server writes them; a failure keeps the dialog open and says so ('Não foi possível
 * gerar o AFD…', or the server's message).
 */
function RepFileDownload({ route }: { route: RepFileRoute }) {
  const companyId = useSessionUser().company._id;
  const [open, setOpen] = useState(false);
  const exporting = useExportRepFile(route, companyId);
  const texts = REP_FILE_MSG[route];
  const close = () => setOpen(false);

  async function submit(period: AfdPeriodQuery) {
    await exporting.mutateAsync(period);
    close();
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
      </FormDialog>
    </>
  );
}

/** The REP files HR hands a labour inspector: the AFD and the AEJ, each signed. */
export function RepFileDownloads() {
  return (
    <Stack direction="row" spacing={1}>
      <RepFileDownload route="exportAfd" />
      <RepFileDownload route="exportAej" />
    </Stack>
  );
}
