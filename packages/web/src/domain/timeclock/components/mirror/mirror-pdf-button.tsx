import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import { MIRROR_PDF_MSG } from '@colabora/core/timeclock/mirror-document';
import { BusyButton } from '@/components/dialogs/busy-button';
import { useDownloadMirrorPdf } from '../../api/mirror-pdf';

/**
 * Downloads the month of the mirror on screen as the signed PDF of Portaria MTP 671/2021 art. 84 (issue 23 §6):
 * the month the period starts in. Disabled, with a spinner, while the PDF is made; full width on a phone.
 */
export function MirrorPdfButton({ personId, periodStart }: { personId: string; periodStart: string }) {
  const download = useDownloadMirrorPdf();
  const month = periodStart.slice(0, 7);
  return (
    <BusyButton
      variant="outlined"
      busy={download.isPending}
      startIcon={<PictureAsPdf />}
      onClick={() => download.mutate({ personId, month })}
      sx={{ width: { xs: '100%', sm: 'auto' } }}
    >
      {download.isPending ? MIRROR_PDF_MSG.preparing : MIRROR_PDF_MSG.download(month)}
    </BusyButton>
  );
}
