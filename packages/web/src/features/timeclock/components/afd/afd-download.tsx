import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { AFD_MSG, afdQuerySchema, EMPTY_AFD_PERIOD, type AfdPeriodQuery } from '@colabora/core/timeclock/afd/export-query';
import { useState } from 'react';
import { FormDialog } from '@/components/dialogs/form-dialog';
import { DateField } from '@/components/form/date-field';
import { useSessionUser } from '@/lib/use-session';
import { useExportAfd } from '../../api/export-afd';

/**
 * 'Baixar AFD' (Portaria 671 art. 81; issue 23 §2): the period's dates (dd/MM/yyyy, both optional), then the file
 * is generated and saved. GERAR E BAIXAR stays disabled with a spinner while the server writes it; a failure keeps
 * the dialog open and says so ('Não foi possível gerar o AFD…', or the server's message).
 */
export function AfdDownload() {
  const companyId = useSessionUser().company._id;
  const [open, setOpen] = useState(false);
  const exporting = useExportAfd(companyId);
  const close = () => setOpen(false);

  async function submit(period: AfdPeriodQuery) {
    await exporting.mutateAsync(period);
    close();
  }

  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        {AFD_MSG.download}
      </Button>
      <FormDialog<AfdPeriodQuery, AfdPeriodQuery>
        open={open}
        title={AFD_MSG.dialogTitle}
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
