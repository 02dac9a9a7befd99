import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { POINT_REGISTER_MSG } from '@colabora/core/timeclock/point-register-api';
import { RECEIPT_MSG } from '@colabora/core/timeclock/receipt';
import { useId } from 'react';
import { RetryAlert } from '@/components/retry-alert';
import { ApiError } from '@/lib/api-error';
import { formatDateTime } from '@/lib/format-date';
import { useRecordingPunch, type RecordingPunch } from '../../api/punch';
import { useTodayPoints } from '../../api/today-points';
import { ReceiptButton } from './receipt-button';

/** A punch the server took and is numbering (issue 25): its receipt is not there yet. */
function RecordingRow({ recording }: { recording: NonNullable<RecordingPunch> }) {
  return (
    <ListItem divider sx={{ gap: 2, px: 0 }}>
      <ListItemText primary={formatDateTime(recording.punchedAt) ?? ''} secondary={POINT_REGISTER_MSG.recording} />
      <CircularProgress size={20} aria-label={POINT_REGISTER_MSG.recording} />
    </ListItem>
  );
}

/**
 * The receipts of the last 48 hours (Portaria MTP 671/2021 art. 80 sole paragraph: the employee extracts them at
 * any time, with no request): date and time, NSR and a download each, from the day's GET /point-registers (polled
 * with the timeline, and updated by a punch's answer). A punch still being recorded shows first, "Registrando…".
 */
export function ReceiptsCard() {
  const today = useTodayPoints();
  const recording = useRecordingPunch();
  const titleId = useId();
  const receipts = today.data?.receipts;
  // Someone who may not punch has no receipts: the timeline tells them why.
  if (today.error instanceof ApiError && today.error.status === 403) return null;
  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId} aria-busy={today.isPending}>
      <CardContent>
        <Typography id={titleId} variant="subtitle1" component="h2">
          {RECEIPT_MSG.listTitle}
        </Typography>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          {RECEIPT_MSG.listHint}
        </Typography>
        {today.isPending ? (
          <CircularProgress size={28} aria-label={RECEIPT_MSG.loading} />
        ) : !receipts ? (
          <RetryAlert message={RECEIPT_MSG.loadFailed} retrying={today.isFetching} onRetry={() => void today.refetch()} />
        ) : receipts.length === 0 && !recording ? (
          <Typography color="text.secondary">{RECEIPT_MSG.empty}</Typography>
        ) : (
          <List disablePadding aria-labelledby={titleId}>
            {recording && <RecordingRow recording={recording} />}
            {receipts.map(({ nsr, punchedAt }) => {
              const when = formatDateTime(punchedAt) ?? '';
              return (
                // The button in the row's flow: on a phone the text wraps beside it.
                <ListItem key={nsr} divider sx={{ gap: 2, px: 0 }}>
                  <ListItemText primary={when} secondary={`NSR ${nsr}`} />
                  <ReceiptButton nsr={nsr} label={`${RECEIPT_MSG.download} de ${when}, NSR ${nsr}`} />
                </ListItem>
              );
            })}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
