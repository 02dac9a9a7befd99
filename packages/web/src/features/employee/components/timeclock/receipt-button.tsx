import DownloadIcon from '@mui/icons-material/Download';
import { RECEIPT_MSG } from '@colabora/core/timeclock/receipt';
import { BusyButton } from '@/components/dialogs/busy-button';
import { useDownloadReceipt } from '../../api/punch-receipt';

/** Downloads the signed receipt of the punch `nsr`; `label` names it for a screen reader among several. */
export function ReceiptButton({ nsr, label, children = RECEIPT_MSG.download }: { nsr: number; label: string; children?: string }) {
  const download = useDownloadReceipt();
  return (
    <BusyButton
      variant="outlined"
      size="small"
      busy={download.isPending}
      onClick={() => download.mutate(nsr)}
      startIcon={<DownloadIcon aria-hidden />}
      aria-label={label}
      sx={{ flexShrink: 0 }}
    >
      {children}
    </BusyButton>
  );
}
