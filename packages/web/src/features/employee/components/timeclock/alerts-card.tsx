import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { ALERT_MSG, type PointAlertView } from '@colabora/core/timeclock/alerts';
import { ALERT_TYPE_LABEL, pointLabel } from '@colabora/core/timeclock/point-types';
import { REQUEST_STATUS_LABEL } from '@colabora/core/timeclock/reasons';
import { useId, useState } from 'react';
import { RetryAlert } from '@/components/retry-alert';
import { usePointAlerts } from '../../api/list-point-alerts';
import { AdjustDialog } from './requests/adjust-dialog';
import { formatDateTime } from '@/lib/format-date';

function AlertItem({ alert, onAdjust }: { alert: PointAlertView; onAdjust: () => void }) {
  const point = pointLabel(alert.pointType, alert.breakName);
  const expected = formatDateTime(alert.pointStartDate) ?? '';
  return (
    // AJUSTAR in the row's flow, not as a floating secondary action: on a phone the text wraps beside it instead of under it.
    <ListItem divider sx={{ gap: 2 }}>
      <ListItemText
        primary={
          <>
            <strong>{ALERT_TYPE_LABEL[alert.alertType]}</strong> · {point}
          </>
        }
        secondary={expected}
      />
      {alert.inAnalysis ? (
        // Its adjustment is with HR: nothing to send again until they answer.
        <Chip size="small" label={REQUEST_STATUS_LABEL.IN_ANALYSIS} sx={{ flexShrink: 0 }} />
      ) : (
        <Button variant="outlined" size="small" onClick={onAdjust} aria-label={`${ALERT_MSG.adjust} ${point} ${expected}`} sx={{ flexShrink: 0 }}>
          {ALERT_MSG.adjust}
        </Button>
      )}
    </ListItem>
  );
}

/**
 * The employee's alerts card (spec 002 §2.2 REGISTROS, §7.1, §9): their open alerts (absences and pending points)
 * with the point and its expected time, refreshed every 60 s; AJUSTAR opens the adjustment dialog for the alert,
 * and an alert whose adjustment is in analysis says 'Em análise' instead.
 */
export function AlertsCard() {
  const alerts = usePointAlerts();
  const [adjusting, setAdjusting] = useState<PointAlertView | null>(null);
  const titleId = useId();
  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId} aria-busy={alerts.isPending}>
      <CardContent>
        <Typography id={titleId} variant="subtitle1" component="h2" gutterBottom>
          {ALERT_MSG.cardTitle}
        </Typography>
        {alerts.isPending ? (
          <CircularProgress size={28} aria-label={ALERT_MSG.loading} />
        ) : alerts.isError ? (
          <RetryAlert message={ALERT_MSG.readFailed} retrying={alerts.isFetching} onRetry={() => void alerts.refetch()} />
        ) : alerts.data.length === 0 ? (
          <Typography color="text.secondary">{ALERT_MSG.empty}</Typography>
        ) : (
          <List disablePadding aria-labelledby={titleId}>
            {alerts.data.map((alert) => (
              <AlertItem key={alert._id} alert={alert} onAdjust={() => setAdjusting(alert)} />
            ))}
          </List>
        )}
      </CardContent>
      {adjusting && <AdjustDialog alert={adjusting} open onClose={() => setAdjusting(null)} />}
    </Card>
  );
}
