import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { POINT_REGISTER_MSG, type PunchBody, type PunchReceipt } from '@colabora/core/timeclock/point-register-api';
import { RECEIPT_MSG } from '@colabora/core/timeclock/receipt';
import { pointTitle, type TimelinePoint } from '@colabora/core/timeclock/timeline';
import { useId } from 'react';
import { BusyButton } from '@/components/dialogs/busy-button';
import { PunchStillRecording, usePunch, useRecordingPunch } from '@/features/employee/api/punch';
import { ReceiptButton } from '../receipt-button';
import { LiveClock } from './live-clock';
import { fixedOrReasonMessage } from '@/lib/api-error';
import { formatDateTime, formatTime } from '@/lib/format-date';
import { REGISTER_DIALOG_MSG } from './timeline-messages';
import type { ServerAnchor } from './use-server-clock';

/** What REGISTRAR opened: an expected point, or none (a punch outside every window). */
export interface PunchTarget {
  point: TimelinePoint | null;
}

interface RegisterPointDialogProps {
  target: PunchTarget | null;
  anchor: ServerAnchor | undefined;
  onClose: () => void;
}

/** Which point the person means; the server records its own time (the browser's is never sent). */
const bodyOf = ({ point }: PunchTarget): PunchBody =>
  point ? { type: point.type, breakName: point.breakName, pointStartDate: point.expectedAt } : {};

/** The receipt's data (Portaria 671 art. 79): NSR, date and time, the point, and the punch's SHA-256. */
function Receipt({ receipt }: { receipt: PunchReceipt }) {
  const { punch } = receipt;
  const rows: [string, string][] = [
    [REGISTER_DIALOG_MSG.nsr, String(punch.nsr)],
    [REGISTER_DIALOG_MSG.punchedAt, formatDateTime(punch.punchedAt) ?? ''],
    [REGISTER_DIALOG_MSG.point, receipt.point ? pointTitle(receipt.point) : REGISTER_DIALOG_MSG.noPoint],
    [REGISTER_DIALOG_MSG.hash, punch.hash],
  ];
  return (
    <Box component="section" aria-label={REGISTER_DIALOG_MSG.receipt} sx={{ mt: 2 }}>
      <Typography variant="subtitle2" component="h3">
        {REGISTER_DIALOG_MSG.receipt}
      </Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 2, rowGap: 0.5 }}>
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" fontWeight={600}>
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-all', fontFamily: label === REGISTER_DIALOG_MSG.hash ? 'monospace' : undefined }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Box sx={{ mt: 1.5 }}>
        <ReceiptButton nsr={punch.nsr} label={RECEIPT_MSG.openAfterPunch}>
          {RECEIPT_MSG.openAfterPunch}
        </ReceiptButton>
      </Box>
    </Box>
  );
}

/**
 * REGISTRAR PONTO (002 §2.2): confirms the punch with the server's live clock, then shows 'Ponto registrado com
 * sucesso' and the receipt, or 'Houve alguma falha ao registrar o ponto' (002 §8; an error with a code says its
 * reason): here only, no notice besides. Outside every window it says the punch is still recorded and HR will
 * review it (Portaria 671 art. 74).
 */
export function RegisterPointDialog({ target, anchor, onClose }: RegisterPointDialogProps) {
  const punch = usePunch();
  const recording = useRecordingPunch();
  const titleId = useId();
  const receipt = punch.data;
  // Once the server took the punch (202) the dialog may close: the punch is kept, its receipt comes to the list.
  const busy = punch.isPending && !recording;
  const close = () => {
    punch.reset();
    onClose();
  };
  return (
    <Dialog open={target !== null} onClose={busy ? undefined : close} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{REGISTER_DIALOG_MSG.title}</DialogTitle>
      <DialogContent>
        <Stack spacing={1.5}>
          <LiveClock anchor={anchor} />
          {target && !receipt && (
            <DialogContentText>
              {target.point ? REGISTER_DIALOG_MSG.question(target.point.title) : REGISTER_DIALOG_MSG.outside}
            </DialogContentText>
          )}
          {!receipt && !recording && <Typography variant="body2">{REGISTER_DIALOG_MSG.serverTime}</Typography>}
          {!receipt && recording && (
            <Alert severity="info" role="status" icon={<CircularProgress size={20} aria-hidden />}>
              <AlertTitle>{POINT_REGISTER_MSG.recording}</AlertTitle>
              {POINT_REGISTER_MSG.recordingDetail(formatTime(recording.punchedAt))}
            </Alert>
          )}
          {receipt && <Alert severity="success">{POINT_REGISTER_MSG.registered}</Alert>}
          {receipt && <Receipt receipt={receipt} />}
          {punch.error instanceof PunchStillRecording && <Alert severity="info">{punch.error.message}</Alert>}
          {punch.isError && !(punch.error instanceof PunchStillRecording) && (
            <Alert severity="error">{fixedOrReasonMessage(punch.error, POINT_REGISTER_MSG.registerFailed)}</Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        {receipt || recording || punch.error instanceof PunchStillRecording ? (
          <Button variant="contained" onClick={close}>
            {REGISTER_DIALOG_MSG.close}
          </Button>
        ) : (
          <>
            <Button onClick={close} disabled={punch.isPending}>
              {REGISTER_DIALOG_MSG.cancel}
            </Button>
            <BusyButton busy={punch.isPending} onClick={() => target && punch.mutate(bodyOf(target))}>
              {REGISTER_DIALOG_MSG.confirm}
            </BusyButton>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
