import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ATESTADO_MSG } from '@colabora/core/company/atestado';
import { BusyButton } from '@/components/dialogs/busy-button';
import { FormSection } from '@/components/form/form-section';
import { useDownloadAtestado } from '../api/atestado';

/** The Atestado Técnico e Termo de Responsabilidade (Portaria MTP 671/2021 art. 89; issue 23 §8), downloaded as a PDF to sign. */
export function AtestadoSection({ companyId }: { companyId: string }) {
  const download = useDownloadAtestado(companyId);
  return (
    <FormSection title={ATESTADO_MSG.section}>
      <Stack spacing={2} alignItems="flex-start">
        <Typography variant="body2" color="text.secondary">
          {ATESTADO_MSG.hint}
        </Typography>
        <BusyButton variant="outlined" busy={download.isPending} startIcon={<PictureAsPdf />} onClick={() => download.mutate()}>
          {ATESTADO_MSG.download}
        </BusyButton>
      </Stack>
    </FormSection>
  );
}
