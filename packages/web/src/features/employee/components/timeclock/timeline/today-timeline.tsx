import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { POINT_REGISTER_MSG, todayTimeline } from '@colabora/core/timeclock/point-register-api';
import { useId, useMemo, useState } from 'react';
import { RetryAlert } from '@/components/retry-alert';
import { ApiError } from '@/lib/api-error';
import { useTodayPoints, type TodayPointsAnswer } from '@/features/employee/api/today-points';
import { LiveClock } from './live-clock';
import { formatTime } from '@/lib/format-date';
import { RegisterPointDialog, type PunchTarget } from './register-point-dialog';
import { TimelinePointItem } from './timeline-point-item';
import { TIMELINE_MSG } from './timeline-messages';
import { useServerClock } from './use-server-clock';

/** The points at the server's current time: core's rules, run here every second on the server's clock. */
function usePoints(data: TodayPointsAnswer | undefined) {
  const now = useServerClock(data);
  const minute = now === null ? null : Math.floor(now / 60_000);
  return useMemo(() => (data && minute !== null ? todayTimeline(data, new Date(minute * 60_000)) : []), [data, minute]);
}

/**
 * 'Registro de ponto' (002 §2.2 REGISTROS, §4.2): today's points from GET /point-registers, refreshed every 60 s,
 * each with its situation and REGISTRAR while its window is open, computed from the server's time. A punch
 * outside every window is always possible (Portaria 671 art. 74) and is listed for HR's review.
 */
export function TodayTimeline() {
  const today = useTodayPoints();
  const [target, setTarget] = useState<PunchTarget | null>(null);
  const titleId = useId();
  const points = usePoints(today.data);
  const data = today.data;
  // Someone who may not punch (no time-clock module): the server's reason, no retry.
  const refusal = today.error instanceof ApiError && today.error.status === 403 ? today.error : null;
  const empty = data !== undefined && points.length === 0 && data.outOfSchedule.length === 0;
  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId} aria-busy={today.isPending}>
      <CardContent>
        <Stack direction="row" justifyContent="space-between" alignItems="center" flexWrap="wrap" sx={{ mb: 1 }}>
          <Typography id={titleId} variant="subtitle1" component="h2">
            {TIMELINE_MSG.title}
          </Typography>
          {data && <LiveClock anchor={data} />}
        </Stack>
        {today.isPending ? (
          <CircularProgress size={28} aria-label={TIMELINE_MSG.loading} />
        ) : refusal ? (
          <Alert severity="info">{refusal.serverMessage ?? POINT_REGISTER_MSG.notAllowed}</Alert>
        ) : today.isError && !data ? (
          <RetryAlert message={TIMELINE_MSG.fetchFailed} retrying={today.isFetching} onRetry={() => void today.refetch()} />
        ) : (
          <Stack spacing={2}>
            {empty ? (
              <Typography>{POINT_REGISTER_MSG.noPoints}</Typography>
            ) : (
              <Box component="ol" aria-label={TIMELINE_MSG.title} sx={{ listStyle: 'none', m: 0, p: 0 }}>
                {points.map((point) => (
                  <TimelinePointItem key={`${point.day}-${point.type}-${point.breakId ?? ''}`} point={point} onRegister={(p) => setTarget({ point: p })} />
                ))}
              </Box>
            )}
            {data && data.outOfSchedule.length > 0 && (
              <Box component="section" aria-label={TIMELINE_MSG.outsideTitle}>
                <Typography variant="subtitle2" component="h3">
                  {TIMELINE_MSG.outsideTitle}
                </Typography>
                <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                  {data.outOfSchedule.map((punch) => (
                    <li key={punch.nsr}>
                      <Typography variant="body2">
                        {formatTime(punch.punchedAt)} · NSR {punch.nsr} · {TIMELINE_MSG.outsideItem}
                      </Typography>
                    </li>
                  ))}
                </Box>
              </Box>
            )}
            <Stack spacing={0.5} alignItems="flex-start">
              <Button variant="outlined" onClick={() => setTarget({ point: null })}>
                {TIMELINE_MSG.registerOutside}
              </Button>
              <Typography variant="body2" color="text.secondary">
                {TIMELINE_MSG.outsideHint}
              </Typography>
            </Stack>
          </Stack>
        )}
      </CardContent>
      <RegisterPointDialog target={target} anchor={data} onClose={() => setTarget(null)} />
    </Card>
  );
}
